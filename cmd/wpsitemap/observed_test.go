package main

import (
	"context"
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
				for _, c := range res.Failed() {
					t.Errorf("FAIL %s %s", h.Host, c)
				}
				if len(res.Checks) == 0 {
					t.Errorf("%s: no checks ran", h.Host)
				}
			}
		})
	}
}
