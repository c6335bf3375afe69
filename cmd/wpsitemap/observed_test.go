package main

import (
	"context"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/conformance"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/xsdtest"
)

// TestObserved checks the service against every capture of
// testdata/conformance/observed: sites made by WordPress's own PHP with
// Polylang or WPML and Yoast SEO installed, and what each of their hosts
// served. Each capture's dump is loaded into a database of the test's own;
// the comparison is internal/conformance's, Yoast's answers changed where
// docs/deviations.md says wpsitemap differs.
func TestObserved(t *testing.T) {
	xsdtest.Require(t)
	for _, o := range dbtest.ObservedCaptures(t) {
		t.Run(o.Name, func(t *testing.T) {
			db := dbtest.TempDB(t, o.Name)
			dbtest.Load(t, db, o.Dump)
			base := startServe(t, dbEnv(db, o.Env...))
			for _, h := range o.Hosts {
				res, err := conformance.Run(context.Background(), base, h.Dir, conformance.Options{Validate: xsdtest.Validate, Timeout: 10 * time.Second, Host: h.Host})
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("%s %s, %d requests:\n%s", o.Name, h.Host, res.Requests, res.Summary())
				known := dbtest.KnownDifferences(t, h.Dir)
				for _, c := range res.Checks {
					if why, ok := known[c.What]; ok && !c.OK {
						t.Logf("known difference %s %s (%s)", h.Host, c, why)
					}
				}
				for _, p := range observedProblems(h.Host, res, known) {
					t.Error(p)
				}
			}
		})
	}
}

// observedProblems is TestObserved's verdict on one host's run: every
// failing check known-differences.json does not name, every check it names
// that passes now or that no check is, and a run without checks.
func observedProblems(host string, res *conformance.Result, known map[string]string) []string {
	left := make(map[string]bool, len(known))
	for what := range known {
		left[what] = true
	}
	var out []string
	for _, c := range res.Checks {
		_, isKnown := known[c.What]
		delete(left, c.What)
		switch {
		case !c.OK && !isKnown:
			out = append(out, fmt.Sprintf("FAIL %s %s", host, c))
		case c.OK && isKnown:
			out = append(out, fmt.Sprintf("%s: %q passes now: take it out of known-differences.json", host, c.What))
		}
	}
	for what := range left {
		out = append(out, fmt.Sprintf("%s: known-differences.json names %q, which no check is", host, what))
	}
	if len(res.Checks) == 0 {
		out = append(out, fmt.Sprintf("%s: no checks ran", host))
	}
	return out
}

// TestObservedFailsWithoutService is TestObserved's control: against an
// address where nothing listens every check of every host fails.
func TestObservedFailsWithoutService(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + l.Addr().String()
	l.Close()
	for _, o := range dbtest.ObservedCaptures(t) {
		for _, h := range o.Hosts {
			res, err := conformance.Run(context.Background(), base, h.Dir, conformance.Options{Timeout: time.Second, Host: h.Host})
			if err != nil {
				t.Fatalf("%s %s: %v", o.Name, h.Host, err)
			}
			if res.Passed() != 0 || len(res.Checks) == 0 {
				t.Errorf("%s %s: %d/%d checks pass with no service; want 0 of some", o.Name, h.Host, res.Passed(), len(res.Checks))
			}
		}
	}
}

// TestObservedFailsWhenNothingIsListed is TestObserved's control for a
// service that runs and answers but lists nothing: each capture's dump
// with its posts, terms and users deleted. Every "lists URL" check must fail
// and TestObserved's verdict must find problems on every host. Two
// captures, one with a host per language, keep it quick.
func TestObservedFailsWhenNothingIsListed(t *testing.T) {
	for _, o := range dbtest.ObservedCaptures(t) {
		if o.Name != "latest-yoast" && o.Name != "wpml-domains" {
			continue
		}
		t.Run(o.Name, func(t *testing.T) {
			db := dbtest.TempDB(t, o.Name)
			dbtest.Load(t, db, o.Dump)
			dbtest.Exec(t, db, "DELETE FROM wp_posts", "DELETE FROM wp_term_relationships", "DELETE FROM wp_term_taxonomy", "DELETE FROM wp_terms", "DELETE FROM wp_users")
			base := startServe(t, dbEnv(db, o.Env...))
			for _, h := range o.Hosts {
				res, err := conformance.Run(context.Background(), base, h.Dir, conformance.Options{Timeout: 10 * time.Second, Host: h.Host})
				if err != nil {
					t.Fatal(err)
				}
				lists := 0
				for _, c := range res.Checks {
					if strings.Contains(c.What, " lists http") {
						lists++
						if c.OK {
							t.Errorf("%s: %q passes with nothing listed", h.Host, c.What)
						}
					}
				}
				if lists == 0 {
					t.Errorf("%s: no \"lists URL\" check ran", h.Host)
				}
				if len(observedProblems(h.Host, res, dbtest.KnownDifferences(t, h.Dir))) == 0 {
					t.Errorf("%s: TestObserved's verdict finds nothing wrong with a service that lists nothing", h.Host)
				}
			}
		})
	}
}

// TestObservedProblems checks TestObserved's handling of
// known-differences.json: a listed difference that no longer fails, or
// that names no check, is a problem, as is an unlisted failure.
func TestObservedProblems(t *testing.T) {
	known := map[string]string{"a": "why a", "b": "why b"}
	cases := []struct {
		name   string
		checks []conformance.Check
		want   int
	}{
		{"listed differences still fail", []conformance.Check{{What: "a"}, {What: "b"}, {What: "c", OK: true}}, 0},
		{"listed difference passes now", []conformance.Check{{What: "a", OK: true}, {What: "b"}}, 1},
		{"listed difference names no check", []conformance.Check{{What: "a"}}, 1},
		{"unlisted failure", []conformance.Check{{What: "a"}, {What: "b"}, {What: "c"}}, 1},
		{"no checks", nil, 3},
	}
	for _, c := range cases {
		got := observedProblems("h", &conformance.Result{Checks: c.checks}, known)
		if len(got) != c.want {
			t.Errorf("%s: %d problems %q, want %d", c.name, len(got), got, c.want)
		}
	}
}
