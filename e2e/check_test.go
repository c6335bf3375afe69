package e2e

import (
	"context"
	"errors"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// checkThrough runs `wpsitemap check --url` against the live WordPress of st, through the
// web server in front of it, as a user that may only read database db: every line is ok or
// a note (Yoast SEO is not installed there), and the index and one sitemap come from
// wpsitemap. The output is logged: it is
// what an operator sees.
func checkThrough(t *testing.T, st *stack, db string) {
	const password = "e2e-ro-pw"
	user := dbtest.TempUser(t, "e2e_ro")
	dbtest.Exec(t, "", "CREATE USER '"+user+"'@'%' IDENTIFIED BY '"+password+"';"+
		" GRANT SELECT ON `"+db+"`.* TO '"+user+"'@'%';")
	var env []string
	for _, kv := range wpsitemapEnv(db, "127.0.0.1:0", "") {
		switch {
		case strings.HasPrefix(kv, "WORDPRESS_DB_USER="):
			kv = "WORDPRESS_DB_USER=" + user
		case strings.HasPrefix(kv, "WORDPRESS_DB_PASSWORD="):
			kv = "WORDPRESS_DB_PASSWORD=" + password
		}
		env = append(env, kv)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, wpsitemapBinary(t), "check", "--url", st.home+"/")
	cmd.Env = env
	out, err := cmd.Output()
	t.Logf("wpsitemap check --url %s/:\n%s", st.home, out)
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		t.Errorf("exit status %d, want 0: %s", ee.ExitCode(), ee.Stderr)
	} else if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`(?m)^  ok    ` + user + `@% can only read$`,
		`(?m)^  ok    GET ` + regexp.QuoteMeta(st.home) + `/sitemap_index.xml: 200 from wpsitemap, \d+ sitemaps$`,
		`(?m)^  ok    GET ` + regexp.QuoteMeta(st.home) + `/post-sitemap.xml: 200 from wpsitemap, \d+ URLs$`,
		`(?m)^  ok    a browser opening ` + regexp.QuoteMeta(st.home) + `/sitemap_index.xml is sent \(303\) to ` + regexp.QuoteMeta(st.home) +
			`/sitemap_index.xml\?view=html: 200 from wpsitemap, the view for people, \d+ sitemaps, kept by no cache \(Cache-Control: no-store, private\)$`,
		`(?m)^  ok    GET ` + regexp.QuoteMeta(st.home) + `/sitemap_index.xml as a crawler, after the browser: 200, the XML, \d+ sitemaps$`,
		`(?m)^  note  no wpseo option: Yoast SEO is not installed or never ran; `,
		`(?m)^all is well$`,
	} {
		if !regexp.MustCompile(want).Match(out) {
			t.Errorf("output lacks a line matching %s", want)
		}
	}
}
