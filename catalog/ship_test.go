package catalog_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/snaptest"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// shipCase is a site shape shipped from a holder to a follower.
type shipCase struct {
	name, src string
	fixes     []string
	// kind is a provider kind the case must serve a page of (timed:
	// with an Epoch); hreflang: some entry carries alternates.
	kind            string
	timed, hreflang bool
	// opts returns the catalog's options over store (the holder's
	// database, or the follower's NoDatabase).
	opts func(store catalog.Store) catalog.Options
}

var newsNow = time.Date(2024, 3, 18, 12, 0, 0, 0, time.UTC)

func shipCases(t *testing.T) []shipCase {
	withImages := func(perPage int, hreflang, lang string) func(catalog.Store) catalog.Options {
		return func(store catalog.Store) catalog.Options {
			images := catalog.NewImageSource(store, nil, false)
			return catalog.Options{PerPage: perPage, Images: images, Logger: discard, Hreflang: hreflang, Language: lang,
				Clock: func() time.Time { return newsNow }}
		}
	}
	addOns := func(store catalog.Store) catalog.Options {
		images := catalog.NewImageSource(store, nil, false)
		return catalog.Options{PerPage: 2, Images: images, Logger: discard, Clock: func() time.Time { return newsNow },
			Providers: append(catalog.CoreProviders(store, images), catalog.NewVideoProvider(store, discard, "on"),
				catalog.NewNewsProvider(store, images, "on"))}
	}
	fix, err := os.ReadFile("testdata/multipart-chunks.sql")
	if err != nil {
		t.Fatal(err)
	}
	return []shipCase{
		{name: "plain", src: "wpsitemap_fixtures", opts: withImages(3, "", ""), kind: "authors"},
		{name: "polylang", src: "wpsitemap_polylang", opts: withImages(3, "on", ""), kind: "taxonomies", hreflang: true},
		{name: "polylang-host", src: "wpsitemap_polylang", fixes: append(slices.Clone(onExampleCom), polylangOption(2, 1, "a:0:{}")),
			opts: withImages(3, "on", "fr"), kind: "post types", hreflang: true},
		{name: "wpml", src: "wpsitemap_wpml", opts: withImages(3, "on", ""), kind: "taxonomies", hreflang: true},
		{name: "news", src: "wpsitemap_news", opts: addOns, kind: "news", timed: true},
		{name: "video", src: "wpsitemap_video", opts: addOns, kind: "video"},
		{name: "multipart", src: "wpc_year_month", fixes: []string{strings.TrimSpace(string(fix))}, opts: withImages(1000, "", ""),
			kind: "multipart"},
	}
}

// shipped is what a holder writes for one snapshot (to Redis, in the
// fleet): its skeleton, its state and its pages by name.
type shipped struct {
	skeleton, state []byte
	pages           map[string][]byte
}

// ship writes what the holder cat writes for snap, with tracker as the
// change source's state.
func ship(t testing.TB, cat *catalog.Catalog, snap *catalog.Snapshot, tracker []byte) shipped {
	t.Helper()
	var sk, st bytes.Buffer
	if err := cat.WriteSkeleton(&sk, snap); err != nil {
		t.Fatal(err)
	}
	if err := cat.WriteState(&st, snap, tracker); err != nil {
		t.Fatal(err)
	}
	out := shipped{skeleton: sk.Bytes(), state: st.Bytes(), pages: map[string][]byte{}}
	for _, k := range snap.PageKeys() {
		b, err := cat.EntryStore().AppendPage(nil, snap, k)
		if err != nil {
			t.Fatal(err)
		}
		out.pages[k] = b
	}
	return out
}

// newHolder returns the lease holder's catalog of case c, over its
// site held in memory, with its first snapshot.
func newHolder(t *testing.T, c shipCase) (*catalog.Catalog, *catalog.Snapshot) {
	t.Helper()
	store := sitetest.Memory(t, c.src, c.fixes...).Store().(catalog.Store)
	opts := c.opts(store)
	opts.Entries = openEntries(t)
	holder := catalog.New(store, opts)
	snap, err := holder.Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return holder, snap
}

// follower is a replica that reads no database.
type follower struct {
	db      catalog.Store
	cat     *catalog.Catalog
	mu      sync.Mutex
	fetched []string   // the pages fetched, by name
	batches [][]string // and by call
}

func newFollower(t *testing.T, c shipCase, entries *catalog.Entries) *follower {
	db := catalog.NoDatabase("wp_")
	opts := c.opts(db)
	opts.Entries = entries
	return &follower{db: db, cat: catalog.New(db, opts)}
}

// read restores what the holder shipped.
func (f *follower) read(t *testing.T, s shipped) (*catalog.Snapshot, []byte) {
	t.Helper()
	snap, tracker, err := f.cat.ReadShipped(context.Background(), bytes.NewReader(s.skeleton), bytes.NewReader(s.state),
		func(_ context.Context, keys []string) ([][]byte, error) {
			f.mu.Lock() // a full load fetches from several workers at once
			f.fetched = append(f.fetched, keys...)
			f.batches = append(f.batches, slices.Clone(keys))
			f.mu.Unlock()
			var out [][]byte
			for _, key := range keys {
				b, ok := s.pages[key]
				if !ok {
					return nil, fmt.Errorf("no page %s shipped", key)
				}
				out = append(out, b)
			}
			return out, nil
		})
	if err != nil {
		t.Fatal(err)
	}
	if n := catalog.Refused(f.db); n != 0 {
		t.Fatalf("the follower asked its database %d times", n)
	}
	return snap, tracker
}

// servedDocs renders the index, as the server writes it, and every page of
// every sitemap through the formats the server uses, by path.
func servedDocs(t *testing.T, s *catalog.Snapshot) map[string]string {
	t.Helper()
	out := snaptest.Render(t, s)
	var b bytes.Buffer
	x, err := sitemap.NewIndex(&b, "/main-sitemap.xsl")
	if err != nil {
		t.Fatal(err)
	}
	for _, sm := range s.Sitemaps {
		if !sm.InIndex {
			continue
		}
		for i, pg := range sm.Pages {
			tm, _ := catalog.LastModTime(pg.LastMod)
			if err := x.Write(s.Site.HomeURLWith(fmt.Sprintf("%s-sitemap%d.xml", sm.Name, i+1)), tm); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	out["index"] = b.String()
	return out
}

// sameServed checks that the follower's snapshot serves what the
// holder's does: every document byte for byte, under the same names
// (the page cache's keys and ETags), with the same options.
func sameServed(t *testing.T, holder, follower *catalog.Snapshot) {
	t.Helper()
	want, got := servedDocs(t, holder), servedDocs(t, follower)
	if len(want) < 2 {
		t.Fatalf("the holder serves %d documents: the test would prove little", len(want))
	}
	for path, doc := range want {
		if got[path] != doc {
			t.Errorf("%s differs on the follower:\n%s\nholder:\n%s", path, got[path], doc)
		}
	}
	for path := range got {
		if _, ok := want[path]; !ok {
			t.Errorf("the follower serves %s, the holder does not", path)
		}
	}
	if !reflect.DeepEqual(holder.Site, follower.Site) {
		t.Errorf("the follower's options differ from the holder's:\n%+v\n%+v", *follower.Site, *holder.Site)
	}
	if d := cmp.Diff(catalog.Skeleton(holder), catalog.Skeleton(follower), cmpopts.EquateEmpty()); d != "" {
		t.Errorf("the follower's snapshot was made of other options (-holder +follower):\n%s", d)
	}
	if holder.Version != follower.Version || holder.IndexEpoch() != follower.IndexEpoch() ||
		!holder.Expires().Equal(follower.Expires()) {
		t.Errorf("version %q, epoch %q, expires %v on the follower; %q, %q, %v on the holder", follower.Version,
			follower.IndexEpoch(), follower.Expires(), holder.Version, holder.IndexEpoch(), holder.Expires())
	}
	for _, sm := range holder.Sitemaps {
		fsm, ok := follower.Lookup(sm.Name)
		if !ok || !sm.InIndex {
			continue
		}
		if holder.Format(sm).Stylesheet != follower.Format(fsm).Stylesheet {
			t.Errorf("%s: another stylesheet on the follower", sm.Name)
		}
		for n := 1; n <= len(sm.Pages); n++ {
			if a, b := catalog.PageKey(holder, sm, n), catalog.PageKey(follower, fsm, n); a != b {
				t.Errorf("%s page %d: named %s on the follower, %s on the holder", sm.Name, n, b, a)
			}
		}
	}
}

// shape checks that snap has what case c is about.
func shape(t *testing.T, c shipCase, snap *catalog.Snapshot) {
	t.Helper()
	kind, timed := false, false
	for _, sm := range snap.Sitemaps {
		if sm.InIndex && sm.Provider.Kind() == c.kind {
			kind, timed = true, timed || sm.Epoch != ""
		}
	}
	alternates := strings.Contains(strings.Join(slices.Collect(maps.Values(servedDocs(t, snap))), ""), "hreflang=")
	if !kind || timed != c.timed || alternates != c.hreflang {
		t.Fatalf("a sitemap of %s: %v, timed %v, alternates %v; the case wants one, timed %v, alternates %v",
			c.kind, kind, timed, alternates, c.timed, c.hreflang)
	}
}

// TestShippedServesTheSame: for each site shape, a follower over
// NoDatabase restores the holder's snapshot from its skeleton, state and
// pages, and serves the same bytes, without a database read, every page
// fetched once; the change source's state comes back as written.
func TestShippedServesTheSame(t *testing.T) {
	ctx := context.Background()
	for _, c := range shipCases(t) {
		t.Run(c.name, func(t *testing.T) {
			holder, snap := newHolder(t, c)
			shape(t, c, snap)
			s := ship(t, holder, snap, []byte("tracker"))
			f := newFollower(t, c, openEntries(t))
			fsnap, tracker := f.read(t, s)
			if string(tracker) != "tracker" {
				t.Errorf("change source's state %q, want %q", tracker, "tracker")
			}
			if len(f.fetched) != len(s.pages) {
				t.Errorf("%d pages fetched, %d shipped", len(f.fetched), len(s.pages))
			}
			sameServed(t, snap, fsnap)
			if got, want := f.cat.EntryStore().Revision(), snap.StoreRevision(); got != want || fsnap.StoreRevision() != want {
				t.Errorf("follower's store at revision %d (snapshot %d), want the holder's %d", got, fsnap.StoreRevision(), want)
			}
			if n := f.cat.EntryStore().FromDatabase(); n != 0 {
				t.Errorf("%d pages read from the database on the follower", n)
			}
			if n := catalog.Refused(f.db); n != 0 {
				t.Errorf("the follower asked its database %d times while serving", n)
			}
			if _, _, err := f.cat.Apply(ctx, fsnap, wp.Changes{}); !errors.Is(err, catalog.ErrShipped) {
				t.Errorf("Apply of a shipped snapshot: %v, want ErrShipped", err)
			}
		})
	}
}

// TestShippedChangeFetchesOnlyNewPages: after a post changes on the
// holder, the follower fetches exactly the pages whose names are new, and
// serves the same bytes again, also when it missed a snapshot and was
// restarted. Promoted (its state file and its store as
// a restarted holder finds them), it restores the state over the database
// and keeps the store's pages: only those without a revision of their
// own (terms, authors, named after the snapshot's version) are rendered.
func TestShippedChangeFetchesOnlyNewPages(t *testing.T) {
	ctx := context.Background()
	c := shipCases(t)[0]
	site := sitetest.Memory(t, c.src, c.fixes...)
	mem := site.Mem
	opts := c.opts(mem)
	opts.Entries = openEntries(t)
	holder := catalog.New(mem, opts)
	src := mem.NewChangeSource(holder.MetaKeys(), func() time.Time { return newsNow })
	if _, err := src.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	snap, err := holder.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	openDir := func() *catalog.Entries {
		e, err := catalog.OpenEntries(dir, catalog.EntriesOptions{Logger: discard})
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	fe := openDir()
	f := newFollower(t, c, fe)
	f.read(t, ship(t, holder, snap, nil))

	// apply moves post id to slug on the holder.
	apply := func(old *catalog.Snapshot, id int, slug string) *catalog.Snapshot {
		t.Helper()
		site.Exec(t, fmt.Sprintf("UPDATE wp_posts SET post_name = '%s', post_modified_gmt = '2024-12-01 00:00:00', "+
			"post_modified = '2024-12-01 00:00:00' WHERE ID = %d", slug, id))
		ch, err := src.Poll(ctx)
		if err != nil {
			t.Fatal(err)
		}
		next, _, err := holder.Apply(ctx, old, ch)
		if err != nil {
			t.Fatal(err)
		}
		return next
	}
	// change applies the move on the holder from old, ships the
	// snapshot, and checks that f, which holds known, fetches exactly
	// the pages whose names are new, commits its store at the holder's
	// revision, and serves the holder's bytes.
	change := func(f *follower, known, old *catalog.Snapshot, id int, slug string) (*catalog.Snapshot, shipped) {
		t.Helper()
		next := apply(old, id, slug)
		before := map[string]bool{}
		for _, k := range known.PageKeys() {
			before[k] = true
		}
		var fresh []string
		for _, k := range next.PageKeys() {
			if !before[k] {
				fresh = append(fresh, k)
			}
		}
		if len(fresh) == 0 || len(fresh) == len(next.PageKeys()) {
			t.Fatalf("%d of %d pages new after one post changed: the test would prove little", len(fresh), len(next.PageKeys()))
		}
		s := ship(t, holder, next, []byte(slug))
		f.fetched = nil
		fnext, _ := f.read(t, s)
		slices.Sort(fresh)
		slices.Sort(f.fetched)
		if !slices.Equal(f.fetched, fresh) {
			t.Errorf("fetched %q, want the pages new in the holder's snapshot %q", f.fetched, fresh)
		}
		sameServed(t, next, fnext)
		if got, want := f.cat.EntryStore().Revision(), next.StoreRevision(); got != want {
			t.Errorf("the follower's store at revision %d, the holder's %d", got, want)
		}
		listed := false
		for _, doc := range servedDocs(t, fnext) {
			listed = listed || strings.Contains(doc, "/"+slug+"/")
		}
		if !listed {
			t.Errorf("the follower does not list post %d's new URL", id)
		}
		return next, s
	}
	next, _ := change(f, snap, snap, 10, "hello-again")
	// A snapshot the follower never hears of (it gets the latest
	// revision only), and a restart: the follower finds the pages its
	// store holds, though at the revision of an older snapshot.
	skipped := apply(next, 12, "zwei-neu")
	if err := fe.Close(); err != nil {
		t.Fatal(err)
	}
	fe = openDir()
	f = newFollower(t, c, fe)
	last, s := change(f, next, skipped, 11, "stadtrat-neu")

	// Promotion: the follower's state file and store, as a restarted
	// process finds them, over the database.
	statePath := filepath.Join(t.TempDir(), "state")
	if err := os.WriteFile(statePath, s.state, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := fe.Close(); err != nil {
		t.Fatal(err)
	}
	pe, err := catalog.OpenEntries(dir, catalog.EntriesOptions{Logger: discard})
	if err != nil {
		t.Fatal(err)
	}
	defer pe.Close()
	popts := c.opts(mem)
	popts.Entries = pe
	promoted := catalog.New(mem, popts)
	file, err := os.Open(statePath)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	back, tracker, err := promoted.ReadState(ctx, file)
	if err != nil {
		t.Fatal(err)
	}
	if string(tracker) != "stadtrat-neu" {
		t.Errorf("change source's state %q after the promotion", tracker)
	}
	all, posts := postPages(back)
	if posts == 0 || posts == all {
		t.Fatalf("%d pages, %d of post types: the test would prove little", all, posts)
	}
	if n := pe.Written(); n != int64(all-posts) {
		t.Errorf("promoted: %d pages rendered from the database, want the %d not of post types (of %d)", n, all-posts, all)
	}
	want, got := servedDocs(t, last), servedDocs(t, back)
	for path, doc := range want {
		if got[path] != doc {
			t.Errorf("promoted: %s differs from the holder's", path)
		}
	}
	if n := pe.FromDatabase(); n != 0 {
		t.Errorf("promoted: %d pages read from the database", n)
	}
}

// TestShippedCorrupt: a skeleton, a state or a page cut short or altered,
// or a skeleton of another snapshot than the state, is an error, and the
// follower's store is left at its revision.
func TestShippedCorrupt(t *testing.T) {
	ctx := context.Background()
	c := shipCases(t)[0]
	holder, snap := newHolder(t, c)
	good := ship(t, holder, snap, nil)
	other, err := holder.Build(ctx) // another snapshot, another revision
	if err != nil {
		t.Fatal(err)
	}
	second := ship(t, holder, other, nil)
	keys := snap.PageKeys()
	flip := func(b []byte, i int) []byte {
		b = slices.Clone(b)
		b[i] ^= 0x40
		return b
	}
	withPage := func(k string, b []byte) map[string][]byte {
		m := map[string][]byte{}
		for kk, v := range good.pages {
			m[kk] = v
		}
		m[k] = b
		return m
	}
	page := good.pages[keys[0]]
	cases := map[string]shipped{
		"skeleton cut short": {good.skeleton[:len(good.skeleton)/2], good.state, good.pages},
		"skeleton empty":     {nil, good.state, good.pages},
		"skeleton altered":   {flip(good.skeleton, len(good.skeleton)/3), good.state, good.pages},
		"state cut short":    {good.skeleton, good.state[:20], good.pages},
		"state empty":        {good.skeleton, nil, good.pages},
		"other snapshot":     {second.skeleton, good.state, good.pages},
		"page cut short":     {good.skeleton, good.state, withPage(keys[0], page[:len(page)-5])},
		"page altered":       {good.skeleton, good.state, withPage(keys[0], flip(page, len(page)/2))},
		"page empty":         {good.skeleton, good.state, withPage(keys[0], []byte{})},
		"page of another":    {good.skeleton, good.state, withPage(keys[0], good.pages[keys[1]])},
	}
	for name, s := range cases {
		f := newFollower(t, c, openEntries(t))
		_, _, err := f.cat.ReadShipped(ctx, bytes.NewReader(s.skeleton), bytes.NewReader(s.state),
			shippedPages(s))
		if err == nil {
			t.Errorf("%s: no error", name)
		}
		if rev := f.cat.EntryStore().Revision(); rev != 0 {
			t.Errorf("%s: the follower's store was committed at %d", name, rev)
		}
		if n := catalog.Refused(f.db); n != 0 {
			t.Errorf("%s: the follower asked its database %d times", name, n)
		}
		// And the follower is none the worse: the good one reads.
		fsnap, _ := f.read(t, good)
		sameServed(t, snap, fsnap)
	}
}

// shippedPages hands out the pages of s, nil for a page it lacks.
func shippedPages(s shipped) catalog.ShippedPages {
	return func(_ context.Context, keys []string) ([][]byte, error) {
		out := make([][]byte, len(keys))
		for i, k := range keys {
			out[i] = s.pages[k]
		}
		return out, nil
	}
}
