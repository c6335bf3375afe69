package e2e

import (
	"encoding/xml"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// The video and news sitemaps of Yoast's Video SEO and News SEO add-ons, checked against what
// WordPress says (wpe2e.php expect: the videos it embeds, the articles of the last 48 hours).

// What wpsitemap derives from a YouTube video ID without network access: YouTube's
// privacy-enhanced iframe player (the host Video SEO writes) and the thumbnail YouTube keeps
// for every video.
func youtubePlayer(id string) string    { return "https://www.youtube-nocookie.com/embed/" + id }
func youtubeThumbnail(id string) string { return "https://i.ytimg.com/vi/" + id + "/hqdefault.jpg" }

// googleLanguage is the <news:language> Google expects for the locales the test sites use.
var googleLanguage = map[string]string{"en_US": "en"}

type videoURLSet struct {
	XMLName xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []struct {
		Loc    string       `xml:"loc"`
		Videos []videoEntry `xml:"http://www.google.com/schemas/sitemap-video/1.1 video"`
	} `xml:"url"`
}

type videoEntry struct {
	ThumbnailLoc string `xml:"http://www.google.com/schemas/sitemap-video/1.1 thumbnail_loc"`
	Title        string `xml:"http://www.google.com/schemas/sitemap-video/1.1 title"`
	PlayerLoc    string `xml:"http://www.google.com/schemas/sitemap-video/1.1 player_loc"`
}

type newsURLSet struct {
	XMLName xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []struct {
		Loc  string `xml:"loc"`
		News struct {
			Name            string `xml:"publication>name"`
			Language        string `xml:"publication>language"`
			PublicationDate string `xml:"publication_date"`
			Title           string `xml:"title"`
		} `xml:"http://www.google.com/schemas/sitemap-news/0.9 news"`
	} `xml:"url"`
}

// sameInstant reports whether the W3C datetime got is the instant of want (RFC 3339).
func sameInstant(got, want string) bool {
	g, err1 := time.Parse(time.RFC3339, got)
	w, err2 := time.Parse(time.RFC3339, want)
	return err1 == nil && err2 == nil && g.Equal(w)
}

// newest returns the latest of the RFC 3339 times ts ("" when none).
func newest(ts []string) string {
	var best time.Time
	var out string
	for _, s := range ts {
		if t, err := time.Parse(time.RFC3339, s); err == nil && t.After(best) {
			best, out = t, s
		}
	}
	return out
}

// checkAddOns compares the index's video and news entries and the two sitemaps, served under
// home, with e, for the listed post types in types; it returns every difference.
func checkAddOns(home string, e *expectation, types map[string]bool) error {
	var videos []wpVideoPost
	var videoMods []string
	for _, v := range e.Videos {
		if types[v.Type] {
			videos = append(videos, v)
			videoMods = append(videoMods, v.LastMod)
		}
	}
	var articles []wpArticle
	var newsMods []string
	for _, a := range e.news() {
		if types[a.Type] {
			articles = append(articles, a)
			newsMods = append(newsMods, a.LastMod)
		}
	}

	var idx sitemapIndex
	if err := fetchXML(home+"/sitemap_index.xml", &idx); err != nil {
		return err
	}
	var problems []string
	inIndex := func(name string, n int, lastMod string) {
		loc := home + "/" + name
		for _, s := range idx.Sitemaps {
			if s.Loc != loc {
				continue
			}
			if n == 0 {
				problems = append(problems, "the index lists "+loc+", which has nothing to list")
			} else if !sameInstant(s.LastMod, lastMod) {
				problems = append(problems, fmt.Sprintf("the index gives %s lastmod %q, want the newest of its entries, %s", loc, s.LastMod, lastMod))
			}
			return
		}
		if n > 0 {
			problems = append(problems, "the index does not list "+loc)
		}
	}
	inIndex("video-sitemap.xml", len(videos), newest(videoMods))
	if e.News != nil {
		inIndex("news-sitemap.xml", len(articles), newest(newsMods))
	}

	if len(videos) > 0 {
		problems = append(problems, checkVideos(home+"/video-sitemap.xml", videos)...)
	}
	if len(articles) > 0 {
		problems = append(problems, checkNews(home+"/news-sitemap.xml", e.News, articles)...)
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "\n  "))
	}
	return nil
}

// checkVideos checks that the video sitemap at url lists exactly the pages of want, each with
// the player and thumbnail of each of its YouTube videos and the post's title.
func checkVideos(url string, want []wpVideoPost) []string {
	var us videoURLSet
	if err := fetchXML(url, &us); err != nil {
		return []string{err.Error()}
	}
	var problems []string
	byURL := map[string]wpVideoPost{}
	for _, v := range want {
		byURL[v.URL] = v
	}
	seen := map[string]bool{}
	for _, u := range us.URLs {
		w, ok := byURL[u.Loc]
		if !ok || seen[u.Loc] {
			problems = append(problems, fmt.Sprintf("%s lists %s, which WordPress embeds no YouTube video in (or twice)", url, u.Loc))
			continue
		}
		seen[u.Loc] = true
		var players, wantPlayers []string
		for _, v := range u.Videos {
			players = append(players, v.PlayerLoc)
			id := strings.TrimPrefix(v.PlayerLoc, youtubePlayer(""))
			if v.ThumbnailLoc != youtubeThumbnail(id) {
				problems = append(problems, fmt.Sprintf("%s: video %s: thumbnail_loc %q, want %q", u.Loc, v.PlayerLoc, v.ThumbnailLoc, youtubeThumbnail(id)))
			}
			if v.Title != w.Title {
				problems = append(problems, fmt.Sprintf("%s: video %s: title %q, want the post's, %q", u.Loc, v.PlayerLoc, v.Title, w.Title))
			}
		}
		for _, id := range w.YouTube {
			wantPlayers = append(wantPlayers, youtubePlayer(id))
		}
		slices.Sort(players)
		slices.Sort(wantPlayers)
		if !slices.Equal(players, wantPlayers) {
			problems = append(problems, fmt.Sprintf("%s (%s %d): player_loc %q, want %q", u.Loc, w.Type, w.ID, players, wantPlayers))
		}
	}
	for _, v := range want {
		if !seen[v.URL] {
			problems = append(problems, fmt.Sprintf("%s does not list %s (%s %d, YouTube %q)", url, v.URL, v.Type, v.ID, v.YouTube))
		}
	}
	return problems
}

// checkNews checks that the news sitemap at url lists exactly the articles of want, newest
// publication first, each with the publication name and language, its publication date and
// its title.
func checkNews(url string, settings *wpNews, want []wpArticle) []string {
	var us newsURLSet
	if err := fetchXML(url, &us); err != nil {
		return []string{err.Error()}
	}
	lang, ok := googleLanguage[settings.Locale]
	if !ok {
		return []string{"the site's locale is " + settings.Locale + "; the test knows Google's code for en_US only"}
	}
	var problems []string
	byURL := map[string]wpArticle{}
	for _, a := range want {
		byURL[a.URL] = a
	}
	seen := map[string]bool{}
	var prev time.Time
	for i, u := range us.URLs {
		n := u.News
		if pub, err := time.Parse(time.RFC3339, n.PublicationDate); err != nil {
			problems = append(problems, fmt.Sprintf("%s: publication_date %q: %v", u.Loc, n.PublicationDate, err))
		} else {
			if i > 0 && pub.After(prev) {
				problems = append(problems, fmt.Sprintf("%s (published %s) comes after an older article: not newest first", u.Loc, n.PublicationDate))
			}
			prev = pub
		}
		a, ok := byURL[u.Loc]
		if !ok || seen[u.Loc] {
			problems = append(problems, fmt.Sprintf("%s lists %s (%q, published %s), which is not a listed article of the last 48 hours (or twice)", url, u.Loc, n.Title, n.PublicationDate))
			continue
		}
		seen[u.Loc] = true
		if n.Name != settings.Name || n.Language != lang {
			problems = append(problems, fmt.Sprintf("%s: publication %q in %q, want %q in %q", u.Loc, n.Name, n.Language, settings.Name, lang))
		}
		if n.Title != a.Title {
			problems = append(problems, fmt.Sprintf("%s: title %q, want %q", u.Loc, n.Title, a.Title))
		}
		if !sameInstant(n.PublicationDate, a.Published) {
			problems = append(problems, fmt.Sprintf("%s: publication_date %s, WordPress's post_date_gmt is %s", u.Loc, n.PublicationDate, a.Published))
		}
	}
	for _, a := range want {
		if !seen[a.URL] {
			problems = append(problems, fmt.Sprintf("%s does not list %s (%s %d %q, published %s)", url, a.URL, a.Type, a.ID, a.Title, a.Published))
		}
	}
	return problems
}

// checkAddOnContent fails unless e holds what e2e_content made for the add-ons: the posts
// with videos but not the noindex one, the articles of the last hours but not the opted-out
// nor the three-day-old one. The checks above compare wpsitemap with e; this makes sure e
// itself is not empty or wrong in a way that would let them pass.
func checkAddOnContent(e *expectation, ids map[string]int64) error {
	var problems []string
	videos := map[int64]bool{}
	for _, v := range e.Videos {
		videos[v.ID] = true
	}
	for name, want := range map[string]bool{"post_video_block": true, "post_video_line": true, "page_video": true, "post_video_noindex": false} {
		if videos[ids[name]] != want {
			problems = append(problems, fmt.Sprintf("WordPress's videos: %s (%d) present %v, want %v", name, ids[name], videos[ids[name]], want))
		}
	}
	if e.News == nil {
		return errors.New("WordPress has no wpseo_news option")
	}
	articles := map[int64]bool{}
	for _, a := range e.News.Articles {
		articles[a.ID] = true
	}
	for name, want := range map[string]bool{"post_news_1h": true, "post_news_2h": true, "post_news_optout": false, "post_news_3d": false} {
		if articles[ids[name]] != want {
			problems = append(problems, fmt.Sprintf("WordPress's articles: %s (%d) present %v, want %v", name, ids[name], articles[ids[name]], want))
		}
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}
