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
// main-sitemap.xsl turned them into a table with one row and one working link per entry, and
// saves screenshots.
func TestStylesheetsInChromium(t *testing.T) {
	bin := needTool(t, "Chromium", "chromium", "chromium-browser")
	st := startStack(t, "wp_browser")
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

			dom := chromium(t, bin, "--dump-dom", url)
			doc, err := goquery.NewDocumentFromReader(bytes.NewReader(dom))
			if err != nil {
				t.Fatal(err)
			}
			table := doc.Find("table#sitemap")
			if table.Length() != 1 {
				t.Fatalf("no <table id=\"sitemap\">: the stylesheet was not applied. DOM:\n%s", tail(string(dom), 3000))
			}
			rows := table.Find("tr.entry")
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
			if doc.Find("xslt-warning-banner").Length() > 0 {
				t.Logf("Chromium shows its XSLT deprecation banner above the table (see the screenshot)")
			}
			// The links work: every sitemap of the index opens.
			if pg.index {
				for _, l := range locs {
					if r := get(t, l); r.StatusCode != http.StatusOK {
						t.Errorf("link %s: %v", l, r)
					}
				}
			}

			file := filepath.Join(screenshotDir, pg.name+".png")
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
		})
	}
}
