package e2e

import (
	"bytes"
	"context"
	"image/png"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// screenshotDir is where the screenshots go, for people to look at (git-ignored).
var screenshotDir = filepath.Join(repoRoot, "artifacts", "screenshots")

// chromium runs headless Chromium once with a fresh profile and returns what it printed.
// The flags keep it off the network (this machine has none) and out of the sandbox (the
// tests may run as root).
func chromium(t testing.TB, bin string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	argv := append([]string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
		"--user-data-dir=" + t.TempDir(),
	}, args...)
	cmd := exec.CommandContext(ctx, bin, argv...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // helpers that outlived the browser
	}
	if err != nil {
		t.Fatalf("chromium %s: %v\n%s", strings.Join(args, " "), err, tail(stderr.String(), 3000))
	}
	return stdout.Bytes()
}

// TestStylesheetsInChromium opens sitemaps through nginx in headless Chromium, checks that
// main-sitemap.xsl turned them into a table with one row and one working link per entry, that
// video-sitemap.xsl and news-sitemap.xsl did the same for videos and articles, and saves
// screenshots. Headless Chromium names itself HeadlessChrome, so wpsitemap answers it with the
// XML, as it answers crawlers and automated browsers (a person's browser is sent to the view
// for people instead: TestViewInChromium).
func TestStylesheetsInChromium(t *testing.T) {
	bin := needTool(t, "Chromium", "chromium", "chromium-browser")
	st := startStack(t, dbtest.TempDB(t, "wp_browser"))
	if err := os.MkdirAll(screenshotDir, 0o755); err != nil {
		t.Fatal(err)
	}
	pages := []struct {
		name, path string
		index      bool
	}{
		{"sitemap_index", "/sitemap_index.xml", true},
		{"post-sitemap", "/post-sitemap.xml", false},
		{"book-sitemap", "/book-sitemap.xml", false},
	}
	for _, pg := range pages {
		t.Run(pg.name, func(t *testing.T) {
			url := st.home + pg.path
			// What a crawler reads: the locs, in order.
			var locs []string
			if pg.index {
				var idx sitemapIndex
				if err := fetchXML(url, &idx); err != nil {
					t.Fatal(err)
				}
				for _, s := range idx.Sitemaps {
					locs = append(locs, s.Loc)
				}
			} else {
				var us urlset
				if err := fetchXML(url, &us); err != nil {
					t.Fatal(err)
				}
				for _, u := range us.URLs {
					locs = append(locs, u.Loc)
				}
			}
			if len(locs) < 3 {
				t.Fatalf("%s lists only %d entries", url, len(locs))
			}

			rows := styledRows(t, bin, url)
			if rows.Length() != len(locs) {
				t.Errorf("%d tr.entry rows, want one per entry: %d", rows.Length(), len(locs))
			}
			rows.Each(func(i int, row *goquery.Selection) {
				a := row.Find("a[href]")
				href, _ := a.Attr("href")
				if i < len(locs) && (a.Length() != 1 || href != locs[i]) {
					t.Errorf("row %d: link %q (%d links), want %q", i+1, href, a.Length(), locs[i])
				}
			})
			// The links work: every sitemap of the index opens.
			if pg.index {
				for _, l := range locs {
					if r := get(t, l); r.StatusCode != http.StatusOK {
						t.Errorf("link %s: %v", l, r)
					}
				}
			}

			screenshot(t, bin, url, pg.name)
		})
	}

	// The add-ons' sitemaps, with their own stylesheets: one row per video (the page, the
	// thumbnail, the title linking the player, the duration when there is one) and one row
	// per article (its link, title, publication date).
	t.Run("video-sitemap", func(t *testing.T) {
		url := st.home + "/video-sitemap.xml"
		var us videoURLSet
		if err := fetchXML(url, &us); err != nil {
			t.Fatal(err)
		}
		type video struct{ page, thumb, title, player string }
		var want []video
		for _, u := range us.URLs {
			for _, v := range u.Videos {
				want = append(want, video{u.Loc, v.ThumbnailLoc, v.Title, v.PlayerLoc})
			}
		}
		if len(want) < 3 {
			t.Fatalf("%s lists only %d videos", url, len(want))
		}
		rows := styledRows(t, bin, url)
		if rows.Length() != len(want) {
			t.Errorf("%d tr.entry rows, want one per video: %d", rows.Length(), len(want))
		}
		rows.Each(func(i int, row *goquery.Selection) {
			if i >= len(want) {
				return
			}
			w := want[i]
			page, _ := row.Find("td.loc a").Attr("href")
			img, _ := row.Find("td.thumb img").Attr("src")
			title := row.Find("td.title a")
			player, _ := title.Attr("href")
			if page != w.page || img != w.thumb || player != w.player || strings.TrimSpace(title.Text()) != w.title {
				t.Errorf("row %d: page %q, <img> %q, title %q linking %q; want %q, %q, %q, %q",
					i+1, page, img, strings.TrimSpace(title.Text()), player, w.page, w.thumb, w.title, w.player)
			}
			// No duration without network access (YouTube's comes from its API): an empty cell.
			if d := strings.TrimSpace(row.Find("td.duration").Text()); row.Find("td.duration").Length() != 1 || d != "" {
				t.Errorf("row %d: duration cell %q (%d cells), want one, empty", i+1, d, row.Find("td.duration").Length())
			}
		})
		screenshot(t, bin, url, "video-sitemap")
	})

	t.Run("news-sitemap", func(t *testing.T) {
		url := st.home + "/news-sitemap.xml"
		var us newsURLSet
		if err := fetchXML(url, &us); err != nil {
			t.Fatal(err)
		}
		if len(us.URLs) < 2 {
			t.Fatalf("%s lists only %d articles", url, len(us.URLs))
		}
		rows := styledRows(t, bin, url)
		if rows.Length() != len(us.URLs) {
			t.Errorf("%d tr.entry rows, want one per article: %d", rows.Length(), len(us.URLs))
		}
		rows.Each(func(i int, row *goquery.Selection) {
			if i >= len(us.URLs) {
				return
			}
			w := us.URLs[i]
			a := row.Find("a[href]")
			href, _ := a.Attr("href")
			title := strings.TrimSpace(row.Find("td.title").Text())
			date, _ := row.Find("td.lastmod time").Attr("datetime")
			if a.Length() != 1 || href != w.Loc || title != w.News.Title || date != w.News.PublicationDate {
				t.Errorf("row %d: link %q (%d links), title %q, date %q; want %q, %q, %q",
					i+1, href, a.Length(), title, date, w.Loc, w.News.Title, w.News.PublicationDate)
			}
		})
		screenshot(t, bin, url, "news-sitemap")
	})
}

// styledRows opens url in headless Chromium and returns the tr.entry rows of the table the
// stylesheet made; it fails the test when there is no such table.
func styledRows(t *testing.T, bin, url string) *goquery.Selection {
	t.Helper()
	dom := chromium(t, bin, "--dump-dom", url)
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(dom))
	if err != nil {
		t.Fatal(err)
	}
	table := doc.Find("table#sitemap")
	if table.Length() != 1 {
		t.Fatalf("no <table id=\"sitemap\">: the stylesheet was not applied. DOM:\n%s", tail(string(dom), 3000))
	}
	if doc.Find("xslt-warning-banner").Length() > 0 {
		t.Logf("Chromium shows its XSLT deprecation banner above the table (see the screenshot)")
	}
	return table.Find("tr.entry")
}

// screenshot saves what Chromium shows of url to artifacts/screenshots/name.png.
func screenshot(t *testing.T, bin, url, name string) {
	t.Helper()
	file := filepath.Join(screenshotDir, name+".png")
	os.Remove(file)
	chromium(t, bin, "--screenshot="+file, "--window-size=1280,2000", "--hide-scrollbars", url)
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil || cfg.Width != 1280 || cfg.Height != 2000 {
		t.Fatalf("screenshot %s: %dx%d, %v; want a 1280x2000 PNG", file, cfg.Width, cfg.Height, err)
	}
	t.Logf("screenshot: %s", file)
}
