package catalog_test

import (
	"context"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/wp"
)

// polled is a change source of a catalog's store at its baseline, on a
// clock that moves a minute before each next poll (no checksum is held
// back for its cost).
type polled struct {
	t   testing.TB
	src wp.ChangeSource
	now time.Time
}

// newPolled returns db's change source for cat, polled once.
func newPolled(t testing.TB, db catalog.Store, cat *catalog.Catalog) *polled {
	t.Helper()
	p := &polled{t: t, now: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	p.src = db.NewChangeSource(cat.MetaKeys(), func() time.Time { return p.now })
	p.next()
	return p
}

// next returns what changed since the previous poll, a minute later.
func (p *polled) next() wp.Changes {
	p.t.Helper()
	p.now = p.now.Add(time.Minute)
	ch, err := p.src.Poll(context.Background())
	if err != nil {
		p.t.Fatal(err)
	}
	return ch
}
