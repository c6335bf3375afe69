package main

import (
	"context"
	"net"
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
					why, isKnown := known[c.What]
					delete(known, c.What)
					switch {
					case !c.OK && !isKnown:
						t.Errorf("FAIL %s %s", h.Host, c)
					case !c.OK:
						t.Logf("known difference %s %s (%s)", h.Host, c, why)
					case isKnown:
						t.Errorf("%s: %q passes now: take it out of known-differences.json", h.Host, c.What)
					}
				}
				for what := range known {
					t.Errorf("%s: known-differences.json names %q, which no check is", h.Host, what)
				}
				if len(res.Checks) == 0 {
					t.Errorf("%s: no checks ran", h.Host)
				}
			}
		})
	}
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
