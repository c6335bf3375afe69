package replica

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/logtest"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
)

// polylangHosts is wpsitemap_polylang in memory (the year-month site with
// Polylang's en, fr and de) at http://example.com in Polylang's subdomain
// mode: one set of sitemaps per language host, as the replicas share one
// database.
func polylangHosts(t *testing.T) *memwp.Site {
	t.Helper()
	mem, err := memwp.LoadFile("../testdata/conformance/year-month/db.sql")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile("../testdata/polylang-directory.sql")
	if err != nil {
		t.Fatal(err)
	}
	if err := mem.LoadMore(bytes.NewReader(b)); err != nil {
		t.Fatal(err)
	}
	for _, f := range dbtest.PolylangSubdomains {
		if err := mem.Exec(f); err != nil {
			t.Fatal(err)
		}
	}
	return mem
}

// subdomains are polylangHosts' language hosts.
var subdomains = []site.LanguageHost{{Lang: "en", Host: "example.com"}, {Lang: "fr", Host: "fr.example.com"}, {Lang: "de", Host: "de.example.com"}}

// langMember is one replica of a test site served per language host.
type langMember struct {
	name  string
	store *counted
	l     *Languages
	stop  func()
}

// startLang runs a replica of the fleet site fleetSite over mem, serving
// langs until it reads the holder's.
func startLang(t *testing.T, rdb redis.UniversalClient, fleetSite, name string, mem *memwp.Site, langs []site.LanguageHost) *langMember {
	t.Helper()
	log := logtest.Logger(t, slog.LevelInfo).With("test_replica", name)
	f, err := fleet.New(rdb, fleet.Options{Site: fleetSite, Name: name, TTL: time.Second, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	m := &langMember{name: name, store: &counted{Site: mem}}
	dir, cfg := t.TempDir(), testConfig()
	ctx, cancel := context.WithCancel(context.Background())
	m.l, err = NewLanguages(ctx, LanguagesOptions{
		Fleet: f, Languages: langs, Logger: log,
		Read: func(ctx context.Context) ([]site.LanguageHost, error) { return site.PerHostLanguages(ctx, m.store) },
		Changes: func(context.Context) (changesFunc, func(), error) {
			return m.store.NewChangeSource, func() {}, nil
		},
		Language: func(lang string, changes func() (changesFunc, func(), error)) (Options, error) {
			lf, err := f.Part(lang, nil)
			if err != nil {
				return Options{}, err
			}
			ldir := filepath.Join(dir, lang)
			if err := os.MkdirAll(ldir, 0o700); err != nil {
				return Options{}, err
			}
			llog := log.With("language", lang)
			return Options{Fleet: lf, Dir: ldir, Database: m.store, Logger: llog, Language: lang,
				Follower: site.NewCatalog(catalog.NoDatabase(mem.Prefix()), cfg, nil, llog, lang),
				Site: func(context.Context) (site.Parts, func(), error) {
					ch, forget, err := changes()
					if err != nil {
						return site.Parts{}, nil, err
					}
					return site.Parts{Store: m.store, Changes: ch, Settings: cfg, Language: lang, Prepare: true, Logger: llog}, forget, nil
				},
			}, nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	m.stop = runStopped(t, name, cancel, m.l.Run)
	return m
}

// owners are the languages of langs that answer a host of their own.
func owners(langs []site.LanguageHost) []site.LanguageHost {
	var out []site.LanguageHost
	for i, o := range wp.HostOwners(langs) {
		if o == langs[i].Lang {
			out = append(out, langs[i])
		}
	}
	return out
}

// langConverged returns the one member that leads the languages, and
// each language's revision, once every member serves want and, for each
// language that answers a host, one revision above after's, the one
// Redis has, the leader alone holding that language's lease; it fails
// after d.
func langConverged(t *testing.T, d time.Duration, after map[string]int64, want []site.LanguageHost, ms ...*langMember) (*langMember, map[string]int64) {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		leader, revs, why := langState(after, want, ms)
		if why == "" {
			return leader, revs
		}
		if time.Now().After(deadline) {
			t.Fatalf("after %v: %s", d, why)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// langState is langConverged's test: why the members have not converged
// ("" when they have).
func langState(after map[string]int64, want []site.LanguageHost, ms []*langMember) (*langMember, map[string]int64, string) {
	var leader *langMember
	for _, m := range ms {
		if holding, leading := m.l.Holding(); holding && leading {
			if leader != nil {
				return nil, nil, "two members lead the languages"
			}
			leader = m
		}
		if got := m.l.Served(); !slices.Equal(got, want) {
			return nil, nil, fmt.Sprintf("%s serves %v, want %v", m.name, got, want)
		}
	}
	if leader == nil {
		return nil, nil, "no member leads the languages"
	}
	revs := map[string]int64{}
	for _, lh := range owners(want) {
		rev := int64(-1)
		for _, m := range ms {
			r := m.l.Language(lh.Lang)
			if r == nil {
				return nil, nil, fmt.Sprintf("%s has no replica of %s", m.name, lh.Lang)
			}
			got, holder := r.Revision()
			if holder != (m == leader) {
				return nil, nil, fmt.Sprintf("%s: holder of %s %v", m.name, lh.Lang, holder)
			}
			if rev != -1 && got != rev {
				return nil, nil, fmt.Sprintf("%s: %s at revision %d, another at %d", m.name, lh.Lang, got, rev)
			}
			rev = got
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		inRedis, err := ms[0].l.Language(lh.Lang).f.Revision(ctx)
		cancel()
		if rev <= after[lh.Lang] || err != nil || inRedis != rev {
			return nil, nil, fmt.Sprintf("%s: revision %d served, %d in Redis (%v), want above %d", lh.Lang, rev, inRedis, err, after[lh.Lang])
		}
		revs[lh.Lang] = rev
	}
	return leader, revs, ""
}

// hostDocs fetches every document of each host of langs that answers
// one, and of other.test, from m: host and path to document.
func hostDocs(t *testing.T, m *langMember, langs []site.LanguageHost) map[string]doc {
	t.Helper()
	out := map[string]doc{}
	for _, lh := range append(owners(langs), site.LanguageHost{Host: "other.test"}) {
		for path, d := range everyPageAt(t, m.name, m.l.Handler(), "http://"+lh.Host) {
			out[lh.Host+path] = d
		}
	}
	return out
}

// sameHosts fetches every document of every host from each member and
// says how they differ ("": the same bytes and ETags); it returns the
// first's.
func sameHosts(t *testing.T, langs []site.LanguageHost, ms ...*langMember) (map[string]doc, string) {
	t.Helper()
	first := hostDocs(t, ms[0], langs)
	for _, m := range ms[1:] {
		got := hostDocs(t, m, langs)
		if len(got) != len(first) {
			return nil, fmt.Sprintf("%s answers %d documents, %s %d", m.name, len(got), ms[0].name, len(first))
		}
		for path, want := range first {
			if g := got[path]; g.body != want.body || g.etag != want.etag || want.etag == "" {
				return nil, fmt.Sprintf("%s: %s differs from %s's (ETag %q, %q; same bytes %v)", m.name, path, ms[0].name, g.etag, want.etag, g.body == want.body)
			}
		}
	}
	return first, ""
}

// agreed waits, for at most d, until the members have converged
// (langConverged: revisions above after), answer the same documents, and
// those satisfy ok; it returns the leader, the revisions and the
// documents, and fails after d.
func agreed(t *testing.T, d time.Duration, after map[string]int64, want []site.LanguageHost, ok func(map[string]doc) bool, ms ...*langMember) (*langMember, map[string]int64, map[string]doc) {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		leader, revs := langConverged(t, max(time.Until(deadline), time.Second), after, want, ms...)
		docs, why := sameHosts(t, want, ms...)
		if why == "" && (ok == nil || ok(docs)) {
			return leader, revs, docs
		}
		if time.Now().After(deadline) {
			if why == "" {
				why = "the documents are not the ones awaited"
			}
			t.Fatalf("after %v: %s", d, why)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// readsOf is what m read of the site, polls included.
func readsOf(m *langMember) int64 { return m.store.reads.Load() + m.store.polls.Load() }

// TestLanguages: three replicas of a site served per language host
// (Polylang's subdomain mode). Only the leader reads the database; every
// language host is answered with its language's sitemaps, any other host
// with the default language's, with the same bytes and ETags on all
// three; a write shows on all three; the languages moved on the site (to
// domain mode, one language without a domain) reach every replica; a
// write that changes no sitemap served moves every language's revision
// (each ships the change source's new point); when the leader
// stops, another leads every language from the shipped state, reading no
// post, and a write shows on the two left.
func TestLanguages(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := testSite(t, rdb)
	mem := polylangHosts(t)
	langs, err := site.PerHostLanguages(t.Context(), mem)
	if err != nil || !slices.Equal(langs, subdomains) {
		t.Fatalf("the site's language hosts: %v, %v; want %v", langs, err, subdomains)
	}
	ms := []*langMember{
		startLang(t, rdb, name, "a", mem, langs),
		startLang(t, rdb, name, "b", mem, langs),
		startLang(t, rdb, name, "c", mem, langs),
	}
	leader, revs, before := agreed(t, 90*time.Second, nil, langs, nil, ms...)
	for host, want := range map[string]string{
		"example.com":    "<loc>http://example.com/post-sitemap.xml</loc>",
		"fr.example.com": "<loc>http://fr.example.com/post-sitemap.xml</loc>",
		"de.example.com": "<loc>http://de.example.com/post-sitemap.xml</loc>",
		"other.test":     "<loc>http://example.com/post-sitemap.xml</loc>",
	} {
		if index := before[host+"/sitemap_index.xml"].body; !strings.Contains(index, want) {
			t.Errorf("%s's index lacks %s:\n%.300s", host, want, index)
		}
	}
	if fr := before["fr.example.com/post-sitemap.xml"].body; !strings.Contains(fr, "/bonjour-le-monde/") || strings.Contains(fr, "hallo-welt") {
		t.Errorf("fr.example.com's posts are not French ones:\n%.500s", fr)
	}
	for _, m := range ms {
		switch {
		case m == leader && m.store.scans.Load() == 0:
			t.Errorf("the leader %s read no post", m.name)
		case m != leader && readsOf(m) != 0:
			t.Errorf("follower %s read the database %d times", m.name, readsOf(m))
		}
	}
	t.Logf("leader %s, revisions %v, %d documents", leader.name, revs, len(before))

	// A write on the site shows on every replica.
	if err := mem.Exec("UPDATE wp_posts SET post_name = 'bonjour-tout-le-monde' WHERE ID = 101"); err != nil {
		t.Fatal(err)
	}
	_, _, after := agreed(t, 30*time.Second, nil, langs, func(docs map[string]doc) bool {
		return strings.Contains(docs["fr.example.com/post-sitemap.xml"].body, "/bonjour-tout-le-monde/")
	}, ms...)
	if n := differs(before, after); n == 0 {
		t.Fatal("the write changed no document")
	}

	// The languages move: domain mode, fr at example.fr, de without a
	// domain (at example.com, which en answers).
	domains := strings.Replace(strings.Replace(dbtest.PolylangSubdomains[1], `s:10:"force_lang";i:2;`, `s:10:"force_lang";i:3;`, 1),
		`s:7:"domains";a:0:{}`, `s:7:"domains";a:2:{s:2:"en";s:18:"http://example.com";s:2:"fr";s:17:"http://example.fr";}`, 1)
	if err := mem.Exec(domains); err != nil {
		t.Fatal(err)
	}
	moved := []site.LanguageHost{{Lang: "en", Host: "example.com"}, {Lang: "fr", Host: "example.fr"}, {Lang: "de", Host: "example.com"}}
	leader, revs, _ = agreed(t, 60*time.Second, nil, moved, func(docs map[string]doc) bool {
		return strings.Contains(docs["example.fr/sitemap_index.xml"].body, "<loc>http://example.fr/post-sitemap.xml</loc>")
	}, ms...)
	for _, m := range ms {
		if m.l.Language("de") != nil {
			t.Errorf("%s still runs de, which no host answers now", m.name)
		}
		rec := httptest.NewRecorder()
		m.l.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "http://de.example.com/sitemap_index.xml", nil))
		if !strings.Contains(rec.Body.String(), "<loc>http://example.com/post-sitemap.xml</loc>") {
			t.Errorf("%s: de.example.com is not answered by the default language: %d %.200q", m.name, rec.Code, rec.Body.String())
		}
	}

	// A write that changes no sitemap served (post 102 is de's, which no
	// host answers now): en and fr ship their snapshots again at the
	// change source's new point (a revision each), so that a new leader
	// takes every language's state.
	if err := mem.Exec("UPDATE wp_posts SET post_name = 'hallo' WHERE ID = 102"); err != nil {
		t.Fatal(err)
	}
	_, revs, _ = agreed(t, 30*time.Second, revs, moved, nil, ms...)

	// The leader stops: another leads every language, from the state
	// each mirrored.
	var rest []*langMember
	for _, m := range ms {
		if m != leader {
			rest = append(rest, m)
		}
	}
	for _, m := range rest {
		m.store.scans.Store(0)
	}
	leader.stop()
	next, revs, _ := agreed(t, 60*time.Second, revs, moved, nil, rest...)
	if n := next.store.scans.Load(); n != 0 {
		t.Errorf("the new leader %s scanned posts %d times taking over: a language did not continue from its shipped state", next.name, n)
	}
	for _, m := range rest {
		if m != next {
			m.store.reads.Store(0)
			m.store.polls.Store(0)
		}
	}
	if err := mem.Exec("UPDATE wp_posts SET post_name = 'bonjour' WHERE ID = 101"); err != nil {
		t.Fatal(err)
	}
	agreed(t, 30*time.Second, revs, moved, func(docs map[string]doc) bool {
		return strings.Contains(docs["example.fr/post-sitemap.xml"].body, "/bonjour/")
	}, rest...)
	for _, m := range rest {
		if m != next && readsOf(m) != 0 {
			t.Errorf("follower %s read the database %d times after the takeover", m.name, readsOf(m))
		}
	}
}

// TestLanguagesWait: while another replica holds the site's lease and
// has shipped nothing, every language host answers 503 with Retry-After,
// and nothing is read from the database; once the lease is free the
// replica leads the languages and serves them.
func TestLanguagesWait(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := testSite(t, rdb)
	other, err := fleet.New(rdb, fleet.Options{Site: name, Name: "other", TTL: time.Second, Logger: logtest.Logger(t, slog.LevelInfo)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l, err := other.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	w := startLang(t, rdb, name, "waiting", polylangHosts(t), subdomains)
	// The languages' replicas are made (else any host answers 503 alike),
	// and wait for the lease.
	deadline := time.Now().Add(30 * time.Second)
	for _, lh := range subdomains {
		for w.l.Language(lh.Lang) == nil {
			if time.Now().After(deadline) {
				t.Fatalf("language %s has no replica after 30 s", lh.Lang)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	for _, host := range []string{"example.com", "fr.example.com", "other.test"} {
		rec := httptest.NewRecorder()
		w.l.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "http://"+host+"/sitemap_index.xml", nil))
		if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" {
			t.Errorf("%s before the first revision: %d (Retry-After %q), want 503 with Retry-After", host, rec.Code, rec.Header().Get("Retry-After"))
		}
	}
	if n := readsOf(w); n != 0 {
		t.Errorf("a waiting replica read the database %d times", n)
	}
	if err := l.Release(ctx); err != nil {
		t.Fatal(err)
	}
	agreed(t, 60*time.Second, nil, subdomains, nil, w)
}

// TestLanguagesLeaseLost: the site's lease taken from under its leader
// (as by a partition: another name holds it for a while) ends its lead of
// every language, while both replicas serve what they had; once the lease
// is free a replica leads every language again, over a change source of
// its own, and a write shows on both.
func TestLanguagesLeaseLost(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := testSite(t, rdb)
	mem := polylangHosts(t)
	ms := []*langMember{
		startLang(t, rdb, name, "a", mem, subdomains),
		startLang(t, rdb, name, "b", mem, subdomains),
	}
	leader, revs, docs := agreed(t, 90*time.Second, nil, subdomains, nil, ms...)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	err := rdb.Set(ctx, fleet.Prefix(name)+"lease", "1000000 intruder", 2*time.Second).Err()
	cancel()
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		_, leading := leader.l.Holding()
		holders := 0
		for _, lh := range subdomains {
			if _, h := leader.l.Language(lh.Lang).Revision(); h {
				holders++
			}
		}
		if !leading && holders == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s still leads (%v) or holds %d languages' leases after losing the site's", leader.name, leading, holders)
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, m := range ms {
		if got := hostDocs(t, m, subdomains); differs(docs, got) != 0 {
			t.Errorf("%s serves other documents once the lease is lost", m.name)
		}
	}
	if err := mem.Exec("UPDATE wp_posts SET post_name = 'bonjour-encore' WHERE ID = 101"); err != nil {
		t.Fatal(err)
	}
	agreed(t, 60*time.Second, revs, subdomains, func(docs map[string]doc) bool {
		return strings.Contains(docs["fr.example.com/post-sitemap.xml"].body, "/bonjour-encore/")
	}, ms...)
}
