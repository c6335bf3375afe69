package images

import (
	"encoding/json"
	"encoding/xml"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// escURLChanges is compare.py's ESC_URL_CHANGES, for an independent check.
var escURLChanges = regexp.MustCompile(`[^A-Za-z0-9\-~+_.?#=!&;,/:%@$|*'()\x{80}-\x{ffff}]|[\[\]]`)

var fuzzLib = mapLib{
	1: att(1, 9, "2024/01/a.jpg", "image/jpeg", "inherit", "2024-01-01 00:00:00"),
	2: att(2, 9, "2024/01/b c.jpg", "image/jpeg", "inherit", "2024-01-01 00:00:00"),
	3: att(3, 9, "/var/www/html/wp-content/uploads/2024/01/d.png", "image/png", "inherit", "2024-01-02 00:00:00"),
	4: att(4, 0, "https://evil.org/wp-content/uploads/e.jpg", "image/jpeg", "inherit", "2024-01-03 00:00:00"),
	5: att(5, 0, "2024/01/\x00\xff.jpg", "image/jpeg", "inherit", "2024-01-04 00:00:00"),
	6: att(6, 9, "", "image/jpeg", "inherit", "2024-01-05 00:00:00"),
	7: att(7, 40, "2024/01/f.gif", "image/gif", "inherit", "2024-01-06 00:00:00"),
}

// FuzzExtract parses arbitrary HTML and checks what every listed URL must
// be: absolute http(s) on an accepted host, safe in XML, unchanged by
// esc_url, listed once, at most MaxPerEntry of them.
func FuzzExtract(f *testing.F) {
	seeds := []string{
		``,
		`<img src="/a.jpg">`,
		`<img class="alignnone size-medium wp-image-1" src="https://example.com/x-300x200.jpg?a=1&amp;b=2" srcset="https://example.com/x.jpg 1200w">`,
		`<img src="data:image/gif;base64,R0lGOD==" data-src="//example.com/lazy.jpg" data-lazy-src="/x" srcset="a 1x, b 2x">`,
		`<noscript><img src="https://www.example.com/n.jpg"></noscript><image src=/i.jpg>`,
		`[gallery ids="1,2,3" exclude=4][gallery id=9][[gallery]][gallery]x[/gallery][gallery/]`,
		"[gallery\u00a0ids=\"1\\x32\"]<img src=\"\x00\">",
		`<img src="https://cdn.provider.net/a b.jpg"><img src="https://example.com.evil.org/x.jpg"><img src="http://[::1]/x">`,
		`<svg><img src="/in-svg.jpg"></svg><table><img src="/in-table.jpg"><tr><td><img src=/td.jpg></table>`,
	}
	if raw, err := os.ReadFile("testdata/year-month.json"); err == nil {
		var d conformanceData
		if json.Unmarshal(raw, &d) == nil {
			for _, e := range d.Entries {
				if strings.Contains(e.Content, "<img") || strings.Contains(e.Content, "[gallery") {
					seeds = append(seeds, e.Content)
				}
			}
		}
	}
	for _, s := range seeds {
		f.Add(s)
	}
	x, err := NewExtractor(testSite)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, content string) {
		p := Parse(content)
		lower := strings.ToLower(content)
		if !strings.Contains(lower, "<img") && !strings.Contains(lower, "<image") && !strings.Contains(content, "[gallery") {
			if p.imgs != nil || p.galleries != nil {
				t.Fatalf("Parse without markers returned %+v", p)
			}
		}
		for _, id := range p.AttachmentIDs() {
			if id <= 0 {
				t.Fatalf("AttachmentIDs holds %d", id)
			}
		}
		for _, id := range p.GalleryParents(0) {
			if id <= 0 {
				t.Fatalf("GalleryParents(0) holds %d", id)
			}
		}
		checkURLs(t, x.Post(40, 1, p, fuzzLib))
		checkURLs(t, x.Content(0, p, fuzzLib))
	})
}

func checkURLs(t *testing.T, urls []string) {
	t.Helper()
	if len(urls) > MaxPerEntry {
		t.Fatalf("%d URLs, limit %d", len(urls), MaxPerEntry)
	}
	seen := map[string]bool{}
	for _, u := range urls {
		if seen[u] {
			t.Fatalf("%q listed twice", u)
		}
		seen[u] = true
		if !utf8.ValidString(u) {
			t.Fatalf("%q is not valid UTF-8", u)
		}
		for _, r := range u {
			if r < 0x20 || r >= 0x7f && r <= 0x9f || r >= 0xd800 && r <= 0xdfff || r == 0xfffe || r == 0xffff {
				t.Fatalf("%q holds %U", u, r)
			}
		}
		if escURLChanges.MatchString(u) {
			t.Fatalf("%q holds a character esc_url changes", u)
		}
		pu, err := url.Parse(u)
		if err != nil || !pu.IsAbs() || (pu.Scheme != "http" && pu.Scheme != "https") || pu.Host == "" {
			t.Fatalf("%q is not an absolute http(s) URL (%v)", u, err)
		}
		host := strings.TrimPrefix(strings.ToLower(pu.Hostname()), "www.")
		if host != "example.com" && !strings.HasSuffix(host, ".example.com") &&
			host != "cdn.provider.net" && !strings.HasSuffix(host, ".cdn.provider.net") {
			t.Fatalf("%q is on host %q", u, host)
		}
		// The URL survives an XML round trip as element text.
		var b strings.Builder
		b.WriteString("<loc>")
		if err := xml.EscapeText(&b, []byte(u)); err != nil {
			t.Fatal(err)
		}
		b.WriteString("</loc>")
		var back string
		if err := xml.Unmarshal([]byte(b.String()), &back); err != nil || back != u {
			t.Fatalf("%q does not round-trip through XML: %q, %v", u, back, err)
		}
	}
}
