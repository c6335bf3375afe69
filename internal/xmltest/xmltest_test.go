package xmltest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckRejects is the control for Validate: a video whose duration is
// above the schema's 28800 must fail, and the same video with a valid
// duration must pass. If the first passes, Validate checks nothing.
func TestCheckRejects(t *testing.T) {
	script := validator(t)
	const doc = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
<url><loc>https://example.com/a/</loc><video:video>
<video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>
<video:title>t</video:title><video:description>d</video:description>
<video:player_loc>https://example.com/p</video:player_loc>
<video:duration>DURATION</video:duration>
</video:video></url></urlset>`
	dir := t.TempDir()
	bad := []byte(strings.Replace(doc, "DURATION", "28801", 1))
	if err := check(script, filepath.Join(dir, "bad.xml"), bad); err == nil {
		t.Error("a duration of 28801 validates; the validator checks nothing")
	}
	good := []byte(strings.Replace(doc, "DURATION", "28800", 1))
	if err := check(script, filepath.Join(dir, "good.xml"), good); err != nil {
		t.Error(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "good.xml")); err != nil {
		t.Error(err)
	}
}
