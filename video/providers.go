package video

import (
	"net/url"
	"strings"
)

// Service says who plays a video.
type Service string

// The services whose videos are recognized without network access.
const (
	YouTube     Service = "youtube"
	Vimeo       Service = "vimeo"
	Dailymotion Service = "dailymotion"
	SelfHosted  Service = "self-hosted" // a video file: content_loc
)

// youtubePlayer is the player URL of a YouTube video. The /embed/ form is
// the one YouTube serves today (the iframe player); the /v/ form of Video
// SEO's older output was the Flash player, which YouTube retired. The
// youtube-nocookie.com host is the privacy-enhanced player, the host Video
// SEO itself writes.
const youtubePlayer = "https://www.youtube-nocookie.com/embed/"

// provider is a recognized third-party video: its service and ID, and the
// player and thumbnail URLs derived from them without network access.
type provider struct {
	service   Service
	id        string
	player    string
	thumbnail string // "" when the service has no URL derived from the ID (Vimeo)
}

// parseProvider recognizes a YouTube, Vimeo or Dailymotion video URL in the
// forms WordPress's oEmbed providers accept and those their embed codes
// use (iframe src, the old Flash /v/ URLs). raw may be protocol-relative.
// Playlists, channels and other pages that are not one video are not
// recognized.
func parseProvider(raw string) (provider, bool) {
	raw = strings.TrimSpace(raw)
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https") {
		return provider{}, false
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	host = strings.TrimPrefix(host, "m.")
	seg := pathSegments(u.Path)
	switch host {
	case "youtube.com", "youtube-nocookie.com", "music.youtube.com":
		var id string
		switch {
		case len(seg) == 1 && seg[0] == "watch":
			id = u.Query().Get("v")
		case len(seg) >= 2 && (seg[0] == "embed" || seg[0] == "v" || seg[0] == "e" || seg[0] == "shorts" || seg[0] == "live"):
			// Old Flash codes append parameters to the path with "&":
			// /v/ID&hl=en&fs=1.
			id, _, _ = strings.Cut(seg[1], "&")
		}
		return youtubeVideo(id)
	case "youtu.be":
		if len(seg) >= 1 {
			return youtubeVideo(seg[0])
		}
	case "vimeo.com", "player.vimeo.com":
		return vimeoVideo(seg, u.Query().Get("h"))
	case "dailymotion.com", "geo.dailymotion.com":
		switch {
		case len(seg) >= 2 && seg[0] == "video":
			return dailymotionVideo(seg[1])
		case len(seg) >= 3 && seg[0] == "embed" && seg[1] == "video":
			return dailymotionVideo(seg[2])
		case len(seg) >= 1 && strings.HasPrefix(seg[0], "player") && strings.HasSuffix(seg[len(seg)-1], ".html"):
			return dailymotionVideo(u.Query().Get("video"))
		}
	case "dai.ly":
		if len(seg) >= 1 {
			return dailymotionVideo(seg[0])
		}
	}
	return provider{}, false
}

func pathSegments(p string) []string {
	var out []string
	for s := range strings.SplitSeq(p, "/") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// youtubeVideo accepts a YouTube video ID: 11 characters of [A-Za-z0-9_-]
// ("videoseries", of /embed/videoseries?list=..., names a playlist).
func youtubeVideo(id string) (provider, bool) {
	if len(id) != 11 || id == "videoseries" || !allBytes(id, func(c byte) bool { return isAlnum(c) || c == '_' || c == '-' }) {
		return provider{}, false
	}
	return provider{
		service:   YouTube,
		id:        id,
		player:    youtubePlayer + id,
		thumbnail: "https://i.ytimg.com/vi/" + id + "/hqdefault.jpg",
	}, true
}

// vimeoVideo finds the numeric ID in a Vimeo path: /ID, /ID/HASH (an
// unlisted video), /channels/NAME/ID, /groups/NAME/videos/ID,
// /album/N/video/ID, player.vimeo.com/video/ID. The unlisted hash (from the
// path or the h parameter) is kept in the player URL, without which the
// player refuses the video. Vimeo thumbnails need its API: none here.
func vimeoVideo(seg []string, h string) (provider, bool) {
	var id, hash string
	switch {
	case len(seg) >= 1 && isVimeoID(seg[0]):
		id = seg[0]
		if len(seg) >= 2 && isHex(seg[1]) {
			hash = seg[1]
		}
	case len(seg) >= 3 && seg[0] == "channels" && isVimeoID(seg[2]):
		id = seg[2]
	default:
		for i := 0; i+1 < len(seg); i++ {
			if (seg[i] == "video" || seg[i] == "videos") && isVimeoID(seg[i+1]) {
				id = seg[i+1]
				break
			}
		}
	}
	if id == "" {
		return provider{}, false
	}
	if hash == "" && isHex(h) {
		hash = h
	}
	p := provider{service: Vimeo, id: id, player: "https://player.vimeo.com/video/" + id}
	if hash != "" {
		p.player += "?h=" + hash
	}
	return p, true
}

func isVimeoID(s string) bool {
	return len(s) > 0 && len(s) <= 12 && allBytes(s, func(c byte) bool { return c >= '0' && c <= '9' })
}

func isHex(s string) bool {
	return len(s) > 0 && len(s) <= 32 && allBytes(s, func(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' })
}

// dailymotionVideo accepts a Dailymotion ID, dropping the "_title" suffix of
// old video page URLs (/video/x7tgad0_some-title).
func dailymotionVideo(id string) (provider, bool) {
	id, _, _ = strings.Cut(id, "_")
	if id == "" || len(id) > 20 || !allBytes(id, isAlnum) {
		return provider{}, false
	}
	return provider{
		service:   Dailymotion,
		id:        id,
		player:    "https://www.dailymotion.com/embed/video/" + id,
		thumbnail: "https://www.dailymotion.com/thumbnail/video/" + id,
	}, true
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func allBytes(s string, ok func(byte) bool) bool {
	for i := 0; i < len(s); i++ {
		if !ok(s[i]) {
			return false
		}
	}
	return true
}

// isVideoFileURL is WordPress's video embed handler pattern,
// #^https?://.+?\.(mp4|m4v|webm|ogv|flv)$#i (wp_embed_handler_video, with
// the extensions of wp_get_video_extensions): a URL that ends with a video
// extension, without query string, is a self-hosted video.
func isVideoFileURL(s string) bool {
	var rest string
	switch {
	case hasPrefixFold(s, "http://"):
		rest = s[len("http://"):]
	case hasPrefixFold(s, "https://"):
		rest = s[len("https://"):]
	default:
		return false
	}
	return strings.LastIndexByte(rest, '.') > 0 && hasVideoExtension(rest)
}

// videoExtensions is wp_get_video_extensions(), in its order: the [video]
// shortcode attributes that name a source, and the file types of the video
// embed handler.
var videoExtensions = []string{"mp4", "m4v", "webm", "ogv", "flv"}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}
