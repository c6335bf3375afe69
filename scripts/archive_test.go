package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// mdLink is a Markdown link or image, [text](target) or ![alt](target),
// and mdRef a reference definition, [name]: target.
var (
	mdLink = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	mdRef  = regexp.MustCompile(`(?m)^\s*\[[^\]]+\]:\s+(\S+)`)
	mdHead = regexp.MustCompile(`(?m)^#{1,6} (.+)$`)
	fence  = regexp.MustCompile("(?ms)^```.*?^```")
)

// anchor is the id GitHub gives a heading: lower case, spaces to dashes,
// punctuation other than dashes and underscores dropped.
func anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mdTargets are the link targets of a Markdown document, outside code
// blocks, and the anchors of its headings.
func mdTargets(doc string) (targets []string, anchors map[string]bool) {
	doc = fence.ReplaceAllString(doc, "")
	for _, re := range []*regexp.Regexp{mdLink, mdRef} {
		for _, m := range re.FindAllStringSubmatch(doc, -1) {
			targets = append(targets, m[1])
		}
	}
	anchors = map[string]bool{}
	for _, m := range mdHead.FindAllStringSubmatch(doc, -1) {
		anchors[anchor(strings.ReplaceAll(m[1], "`", ""))] = true
	}
	return targets, anchors
}

// brokenLinks lists every relative link of the Markdown file at root/doc
// that names no file or folder inside root, and every #anchor of its own
// that names none of its headings. Web and mail links are not followed.
// Unless strict, a link into the source tree (a top-level folder the
// archive does not hold, such as testdata/) is let be: the docs serve
// developers in a clone too.
func brokenLinks(root, doc string, strict bool) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(root, doc))
	if err != nil {
		return nil, err
	}
	targets, anchors := mdTargets(string(b))
	var broken []string
	if strict && len(targets) == 0 {
		broken = append(broken, doc+": no links found")
	}
	for _, target := range targets {
		if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
			continue
		}
		path, frag, _ := strings.Cut(target, "#")
		if path == "" {
			if !anchors[frag] {
				broken = append(broken, doc+": link #"+frag+" names no heading of it")
			}
			continue
		}
		full := filepath.Join(root, filepath.Dir(doc), filepath.FromSlash(path))
		rel, err := filepath.Rel(root, full)
		if err != nil || rel == ".." || strings.HasPrefix(rel, "../") {
			broken = append(broken, doc+": link "+target+" leaves the archive")
			continue
		}
		if _, err := os.Stat(full); err != nil {
			top, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
			if _, err := os.Stat(filepath.Join(root, top)); err == nil || strict {
				broken = append(broken, doc+": link "+target+": not in the archive")
			}
		}
	}
	return broken, nil
}

// checkLinks reports brokenLinks as errors of t.
func checkLinks(t *testing.T, root, doc string, strict bool) {
	t.Helper()
	broken, err := brokenLinks(root, doc, strict)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range broken {
		t.Error(b)
	}
}

// standsAlone checks an unpacked release archive (root, the folder
// wpsitemap-VERSION-linux-ARCH) as an operator uses it alone: every
// relative link of its README resolves inside it, and every link of its
// docs (docs/ and its subfolders) to the archive's own files (checkLinks), its
// Dockerfile copies only the archive's own files (the binary, not a
// source tree), and docker-compose accepts its compose file, whose bind
// mounts and build context are in the archive too.
func standsAlone(t *testing.T, root string) {
	t.Helper()
	checkLinks(t, root, "README.md", true)
	// docs/ and its subfolders (docs/design/): all of it ships.
	err := filepath.WalkDir(filepath.Join(root, "docs"), func(d string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(d, ".md") {
			return err
		}
		rel, _ := filepath.Rel(root, d)
		checkLinks(t, root, rel, false)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	df, err := os.ReadFile(filepath.Join(root, "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	copies := 0
	for _, l := range strings.Split(string(df), "\n") {
		f := strings.Fields(l)
		if len(f) < 3 || f[0] != "COPY" || strings.HasPrefix(f[1], "--from=") {
			continue
		}
		copies++
		for _, src := range f[1 : len(f)-1] {
			if strings.HasPrefix(src, "--") {
				continue
			}
			if _, err := os.Stat(filepath.Join(root, src)); err != nil {
				t.Errorf("the archive's Dockerfile copies %s, which the archive lacks", src)
			}
		}
	}
	if copies == 0 || strings.Contains(string(df), "go build") {
		t.Errorf("the archive's Dockerfile does not build the image from the archive's binary:\n%s", df)
	}

	compose, err := exec.LookPath("docker-compose")
	if err != nil {
		dbtest.Unavailable(t, "docker-compose: %v (Debian's docker-compose package; .ci/run installs it)", err)
		return
	}
	cmd := exec.Command(compose, "-f", "docker-compose.yml", "config")
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("docker-compose config in the archive: %v\n%s", err, out)
	}
	// Bind mounts and the build context resolve to absolute paths.
	paths := regexp.MustCompile(`(?m)^\s+(?:source|context): (/\S+)$`).FindAllStringSubmatch(string(out), -1)
	if len(paths) == 0 {
		t.Errorf("docker-compose config names no build context nor bind mount:\n%s", out)
	}
	for _, m := range paths {
		if _, err := os.Stat(m[1]); err != nil {
			t.Errorf("the archive's docker-compose.yml uses %s, which the archive lacks", m[1])
		}
	}
}

// TestAnchor: the ids GitHub gives headings, which the README's table of
// contents links to.
func TestAnchor(t *testing.T) {
	for h, want := range map[string]string{
		"Quick start":                       "quick-start",
		"Run it beside WordPress (nginx)":   "run-it-beside-wordpress-nginx",
		"FAQ: why not Yoast's own?":         "faq-why-not-yoasts-own",
		"Upgrades, roll-backs and versions": "upgrades-roll-backs-and-versions",
	} {
		if got := anchor(h); got != want {
			t.Errorf("anchor(%q) = %q, want %q", h, got, want)
		}
	}
}

// TestBrokenLinks: the link check finds a missing file, a link out of the
// archive, an anchor no heading has and, when strict, a link into the
// source tree; it passes links that resolve, web links and code blocks.
func TestBrokenLinks(t *testing.T) {
	root := t.TempDir()
	for name, body := range map[string]string{
		"README.md": "# Title\n\n## Quick start\n\n[ok](docs/a.md) [ok too](docs/a.md#x) ![img](docs/img/p.png) " +
			"[toc](#quick-start) [web](https://example.com/) [missing](docs/b.md) [out](../x.md) [anchor](#nowhere) " +
			"[source](testdata/x.sql)\n\n```md\n[in a code block](nothing.md)\n```\n",
		"docs/a.md":      "# A\n\n[back](../README.md) [source](../testdata/x.sql) [gone](img/q.png)\n",
		"docs/img/p.png": "",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := brokenLinks(root, "README.md", true)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"README.md: link docs/b.md: not in the archive",
		"README.md: link ../x.md leaves the archive",
		"README.md: link #nowhere names no heading of it",
		"README.md: link testdata/x.sql: not in the archive",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("README.md (-want +got):\n%s", d)
	}
	got, err = brokenLinks(root, "docs/a.md", false)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]string{"docs/a.md: link img/q.png: not in the archive"}, got); d != "" {
		t.Errorf("docs/a.md (-want +got):\n%s", d)
	}
}
