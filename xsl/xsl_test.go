package xsl

import (
	"bytes"
	"encoding/xml"
	"errors"
	"html"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const nsXSLT = "http://www.w3.org/1999/XSL/Transform"

// xslt10Elements are the element names of XSLT 1.0 (W3C REC 1999). Anything
// else in the XSLT namespace would be XSLT 2.0+ and fail in browsers.
var xslt10Elements = map[string]bool{
	"apply-imports": true, "apply-templates": true, "attribute": true, "attribute-set": true,
	"call-template": true, "choose": true, "comment": true, "copy": true, "copy-of": true,
	"decimal-format": true, "element": true, "fallback": true, "for-each": true, "if": true,
	"import": true, "include": true, "key": true, "message": true, "namespace-alias": true,
	"number": true, "otherwise": true, "output": true, "param": true, "preserve-space": true,
	"processing-instruction": true, "sort": true, "strip-space": true, "stylesheet": true,
	"template": true, "text": true, "transform": true, "value-of": true, "variable": true,
	"when": true, "with-param": true,
}

func TestStylesheetsAreXSLT10(t *testing.T) {
	for _, s := range All() {
		t.Run(s.Name, func(t *testing.T) {
			if s.Content == "" {
				t.Fatal("empty stylesheet")
			}
			if !strings.HasPrefix(s.Content, `<?xml version="1.0" encoding="UTF-8"?>`) {
				t.Error("does not start with an XML declaration for UTF-8")
			}
			d := xml.NewDecoder(strings.NewReader(s.Content))
			depth := 0
			for {
				tok, err := d.Token()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatalf("not well-formed: %v", err)
				}
				switch tok := tok.(type) {
				case xml.StartElement:
					depth++
					if depth == 1 {
						if tok.Name.Space != nsXSLT || tok.Name.Local != "stylesheet" {
							t.Errorf("root element is {%s}%s, want xsl:stylesheet", tok.Name.Space, tok.Name.Local)
						}
						if v := attr(tok, "", "version"); v != "1.0" {
							t.Errorf("version = %q, want 1.0", v)
						}
					}
					if tok.Name.Space == nsXSLT && !xslt10Elements[tok.Name.Local] {
						t.Errorf("xsl:%s is not an XSLT 1.0 element", tok.Name.Local)
					}
					if tok.Name.Space == nsXSLT && tok.Name.Local == "output" {
						if m := attr(tok, "", "method"); m != "html" {
							t.Errorf("xsl:output method = %q, want html", m)
						}
					}
					for _, a := range tok.Attr {
						if a.Name.Local == "disable-output-escaping" {
							t.Errorf("xsl:%s uses disable-output-escaping, which Firefox ignores and which could let sitemap text become markup", tok.Name.Local)
						}
					}
				case xml.EndElement:
					depth--
				}
			}
			// Things browsers cannot or should not fetch or run.
			for _, bad := range []string{"document(", "<script", "@import", "format-date", "xsl:import", "xsl:include"} {
				if strings.Contains(s.Content, bad) {
					t.Errorf("contains %q", bad)
				}
			}
		})
	}
}

func attr(e xml.StartElement, space, local string) string {
	for _, a := range e.Attr {
		if a.Name.Space == space && a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

func TestLookupAndETag(t *testing.T) {
	seen := map[string]string{}
	for _, name := range []string{MainName, VideoName, NewsName} {
		s, ok := Lookup(name)
		if !ok {
			t.Fatalf("Lookup(%q) not found", name)
		}
		if s.Name != name {
			t.Errorf("Lookup(%q).Name = %q", name, s.Name)
		}
		onDisk, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if s.Content != string(onDisk) {
			t.Errorf("%s: embedded content differs from the file", name)
		}
		if !regexp.MustCompile(`^"[0-9a-f]{32}"$`).MatchString(s.ETag) {
			t.Errorf("%s: ETag %q is not a quoted strong tag", name, s.ETag)
		}
		if again, _ := Lookup(name); again.ETag != s.ETag {
			t.Errorf("%s: ETag not stable", name)
		}
		if other, dup := seen[s.ETag]; dup {
			t.Errorf("%s and %s share ETag %s", name, other, s.ETag)
		}
		seen[s.ETag] = name
		got, _ := io.ReadAll(s.Reader())
		if string(got) != s.Content {
			t.Errorf("%s: Reader does not return the content", name)
		}
	}
	if Main().Name != MainName || Video().Name != VideoName || News().Name != NewsName {
		t.Error("Main/Video/News return the wrong stylesheet")
	}
	for _, name := range []string{"", "Main-Sitemap.xsl", "main-sitemap.xml", "/main-sitemap.xsl", "sitemap.xsl"} {
		if _, ok := Lookup(name); ok {
			t.Errorf("Lookup(%q) found a stylesheet", name)
		}
	}
}

// row is one rendered entry row: the text of each cell by class, the link
// targets and image sources in it.
type row struct {
	Cells map[string]string
	Hrefs []string
	Imgs  []string
}

var (
	reRow     = regexp.MustCompile(`(?s)<tr class="entry">(.*?)</tr>`)
	reCell    = regexp.MustCompile(`(?s)<td class="([a-z]+)">(.*?)</td>`)
	reHref    = regexp.MustCompile(`href="([^"]*)"`)
	reSrc     = regexp.MustCompile(`src="([^"]*)"`)
	reTag     = regexp.MustCompile(`<[^>]*>`)
	reEntries = regexp.MustCompile(`<span id="entries">([0-9]+)</span>`)
)

// render runs xsltproc with the embedded stylesheet on testdata/input and
// returns the HTML, the entry count in the header and the entry rows.
func render(t *testing.T, s Stylesheet, input string) (out string, entries string, rows []row) {
	t.Helper()
	xsltproc := needTool(t, "xsltproc")
	sheet := filepath.Join(t.TempDir(), s.Name)
	if err := os.WriteFile(sheet, []byte(s.Content), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd := exec.Command(xsltproc, "--nonet", "--nowrite", sheet, filepath.Join("testdata", input))
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	if err != nil || stderr.Len() > 0 {
		t.Fatalf("xsltproc %s %s: %v\n%s", s.Name, input, err, stderr.Bytes())
	}
	out = string(b)
	if m := reEntries.FindStringSubmatch(out); m != nil {
		entries = m[1]
	}
	for _, m := range reRow.FindAllStringSubmatch(out, -1) {
		r := row{Cells: map[string]string{}}
		for _, c := range reCell.FindAllStringSubmatch(m[1], -1) {
			r.Cells[c[1]] = strings.TrimSpace(html.UnescapeString(reTag.ReplaceAllString(c[2], "")))
		}
		for _, h := range reHref.FindAllStringSubmatch(m[1], -1) {
			r.Hrefs = append(r.Hrefs, html.UnescapeString(h[1]))
		}
		for _, h := range reSrc.FindAllStringSubmatch(m[1], -1) {
			r.Imgs = append(r.Imgs, html.UnescapeString(h[1]))
		}
		rows = append(rows, r)
	}
	return out, entries, rows
}

func TestRender(t *testing.T) {
	const date = "2024-03-18 13:00:00 +00:00"
	tests := []struct {
		sheet   Stylesheet
		input   string
		entries string
		want    []row
		// text that must appear in the page
		contains []string
	}{
		{
			sheet: Main(), input: "index.xml", entries: "6",
			want: []row{
				{Cells: map[string]string{"num": "1", "loc": "https://example.com/post-sitemap.xml", "lastmod": date}, Hrefs: []string{"https://example.com/post-sitemap.xml"}},
				{Cells: map[string]string{"num": "2", "loc": "https://example.com/post-sitemap2.xml", "lastmod": "2022-05-07 08:00:00 +00:00"}, Hrefs: []string{"https://example.com/post-sitemap2.xml"}},
				{Cells: map[string]string{"num": "3", "loc": "https://example.com/page-sitemap.xml", "lastmod": ""}, Hrefs: []string{"https://example.com/page-sitemap.xml"}},
				{Cells: map[string]string{"num": "4", "loc": "https://example.com/category-sitemap.xml", "lastmod": date}, Hrefs: []string{"https://example.com/category-sitemap.xml"}},
				{Cells: map[string]string{"num": "5", "loc": "https://example.com/sub/?sitemap=post&sitemap_n=2", "lastmod": date}, Hrefs: []string{"https://example.com/sub/?sitemap=post&sitemap_n=2"}},
				// libxslt's HTML output percent-encodes non-ASCII in href, as a browser would.
				{Cells: map[string]string{"num": "6", "loc": "https://example.com/жанр-sitemap.xml", "lastmod": date}, Hrefs: []string{"https://example.com/%D0%B6%D0%B0%D0%BD%D1%80-sitemap.xml"}},
			},
			contains: []string{"<title>XML Sitemap</title>", "generated by wpsitemap", "sitemap index lists", `<table id="sitemap"`},
		},
		{
			sheet: Main(), input: "urlset.xml", entries: "5",
			want: []row{
				{Cells: map[string]string{"num": "1", "loc": "https://example.com/blog/", "images": "0", "lastmod": date}, Hrefs: []string{"https://example.com/blog/"}},
				{Cells: map[string]string{"num": "2", "loc": "https://example.com/2022/03/images-everywhere/", "images": "2", "lastmod": "2022-03-05 09:00:00 +00:00"}, Hrefs: []string{"https://example.com/2022/03/images-everywhere/"}},
				{Cells: map[string]string{"num": "3", "loc": "https://example.com/?p=28&page=2", "images": "0", "lastmod": ""}, Hrefs: []string{"https://example.com/?p=28&page=2"}},
				{Cells: map[string]string{"num": "4", "loc": "https://example.com/2022/05/%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82/", "images": "1", "lastmod": "2022-05-07 08:00:00 +00:00"}, Hrefs: []string{"https://example.com/2022/05/%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82/"}},
				// Not http(s): shown, not linked.
				{Cells: map[string]string{"num": "5", "loc": "javascript:alert(1)", "images": "0", "lastmod": "2022-05-07"}},
			},
			contains: []string{"generated by wpsitemap", "lists <span id=\"entries\">5</span> URLs and 3 images.", `href="sitemap_index.xml"`},
		},
		{
			sheet: Main(), input: "urlset-empty.xml", entries: "0",
			contains: []string{"generated by wpsitemap", "nothing to list"},
		},
		{
			sheet: Main(), input: "index-empty.xml", entries: "0",
			contains: []string{"generated by wpsitemap", "nothing to list"},
		},
		{
			sheet: Video(), input: "video.xml", entries: "3",
			want: []row{
				{
					Cells: map[string]string{"num": "1", "loc": "https://example.com/2024/03/cooking-show/", "thumb": "", "title": "Grilling steaks & more", "duration": "1:38", "lastmod": date},
					Hrefs: []string{"https://example.com/2024/03/cooking-show/", "https://www.youtube-nocookie.com/v/abc123"},
					Imgs:  []string{"https://example.com/wp-content/uploads/2024/03/steak.jpg"},
				},
				{
					Cells: map[string]string{"num": "2", "loc": "https://example.com/2024/03/cooking-show/", "thumb": "", "title": "Salad", "duration": "62:05", "lastmod": ""},
					Hrefs: []string{"https://example.com/2024/03/cooking-show/", "https://example.com/wp-content/uploads/2024/03/salad.mp4"},
					Imgs:  []string{"https://example.com/wp-content/uploads/2024/03/salad.jpg"},
				},
				{
					// Empty title: the player URL stands in; a javascript: thumbnail is not shown.
					Cells: map[string]string{"num": "3", "loc": "https://example.com/2024/03/another/?a=1&b=2", "thumb": "", "title": "https://player.example.com/clip", "duration": "", "lastmod": "2024-03-01 08:30:00 +00:00"},
					Hrefs: []string{"https://example.com/2024/03/another/?a=1&b=2", "https://player.example.com/clip"},
				},
			},
			contains: []string{"<title>XML Video Sitemap</title>", "generated by wpsitemap", "videos on 2 pages."},
		},
		{
			sheet: News(), input: "news.xml", entries: "2",
			want: []row{
				{Cells: map[string]string{"num": "1", "loc": "https://example.com/2024/03/big-news/", "title": "Big news: <everything> changes", "lastmod": date, "lang": "en"}, Hrefs: []string{"https://example.com/2024/03/big-news/"}},
				{Cells: map[string]string{"num": "2", "loc": "https://example.com/2024/03/petites-nouvelles/", "title": "Petites nouvelles", "lastmod": "2024-03-17 21:05:09 +00:00", "lang": "fr"}, Hrefs: []string{"https://example.com/2024/03/petites-nouvelles/"}},
			},
			contains: []string{"<title>XML News Sitemap</title>", "generated by wpsitemap", `<span class="publication">Example &amp; Co Daily</span>`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.sheet.Name+"/"+tt.input, func(t *testing.T) {
			out, entries, rows := render(t, tt.sheet, tt.input)
			if entries != tt.entries {
				t.Errorf("entry count in the header = %q, want %q", entries, tt.entries)
			}
			if diff := cmp.Diff(tt.want, rows); diff != "" {
				t.Errorf("rows (-want +got):\n%s", diff)
			}
			if hasTable := strings.Contains(out, `<table id="sitemap"`); hasTable != (len(tt.want) > 0) {
				t.Errorf("table id=sitemap present = %v with %d entries", hasTable, len(tt.want))
			}
			for _, s := range tt.contains {
				if !strings.Contains(out, s) {
					t.Errorf("output lacks %q", s)
				}
			}
			if strings.Contains(out, "javascript:") && strings.Contains(out, `href="javascript:`) {
				t.Error("a javascript: URL was made into a link")
			}
			if !strings.HasPrefix(out, "<!DOCTYPE html") {
				t.Errorf("output does not start with an HTML doctype: %.40q", out)
			}
		})
	}
}

// needTool returns the path of an external program, skipping the test when it
// is missing locally and failing it in CI (CI=true).
func needTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is required in CI (CI=true): %v", name, err)
		}
		t.Skipf("%s not installed; skipping (it is required when CI=true)", name)
	}
	return p
}
