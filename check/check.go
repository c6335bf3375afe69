// Package check is `wpsitemap check`: a report, section by section, on
// the settings, the database and its user, WordPress, Yoast SEO and the
// multilingual plugins, the types and sitemaps found, change notification
// and, given the site's address, the web server in front (Run). It reads;
// it changes nothing, neither in the database nor in the state directory.
package check

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/internal/every"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// ProgressEvery is how often a long step says on stderr how far it is,
// once it has lasted that long.
const ProgressEvery = 5 * time.Second

// Args are what `wpsitemap check` works with: the configuration
// error, or the configuration with the database and catalog built from it.
type Args struct {
	ConfigErr error
	Config    config.Config
	DB        *wpdb.DB
	Catalog   *catalog.Catalog
	Conn      wpdb.ConnConfig // for the binary log feed
	MetaKeys  []string        // the providers' meta keys (wpdb.OpenFeed)
	URL       string          // --url, or ""
	Client    *http.Client    // nil: one with a 30 s timeout
	// Site is the site checked (DB and Catalog are its): on a network the
	// one --site named, or the main site; All is --all, and NewCatalog
	// makes the catalog of another site of the network (its line in the
	// network section).
	Site       site.Choice
	All        bool
	NewCatalog func(*wpdb.DB) *catalog.Catalog
	// ForLanguage makes the catalog of one language host's sitemaps, on
	// a site that serves one set per language host (the language hosts'
	// section, checkLanguageHosts).
	ForLanguage func(lang string) *catalog.Catalog
}

// Run is `wpsitemap check`: it reports, section by section, on the
// configuration, the database and its user, WordPress and Yoast SEO, the
// post types and taxonomies found with their evidence, the sitemaps with
// their counts (those of the default language's host, followed by a line
// per language host where the site serves one set per language host,
// checkLanguageHosts), and, given --url, whether the web server hands the
// sitemaps to wpsitemap. It exits 0 when all is well and 1 when anything
// failed or deserves a warning.
func Run(ctx context.Context, a Args, stdout, stderr io.Writer) int {
	r := &report{w: stdout}
	r.section("configuration")
	var snap *catalog.Snapshot
	if a.ConfigErr != nil {
		r.fail("%v", a.ConfigErr)
	} else {
		from := ""
		if a.Config.WPConfig != "" {
			from = ", read from " + a.Config.WPConfig
		}
		r.ok("database %q on %s as user %q, table prefix %q%s", a.Config.DB.Name, a.Config.DB.Addr, a.Config.DB.User, a.Config.DB.Prefix, from)
		if n := a.Site.Network; n != nil {
			how := "the main site; --site names another, by blog_id or URL"
			if a.Site.Named {
				how = "named by --site"
			}
			r.ok("a network of %d %s: this check is of %s, %s", len(n.Sites), plural(len(n.Sites), "site", "sites"), a.Site.Describe(), how)
			if closed, msg := seo.SiteClosed(a.Site.Site); closed {
				r.note("%s is %s: WordPress answers every request of it with 410 (%q), and so does wpsitemap", a.Site.Describe(), site.State(a.Site.Site, true), msg)
			}
		}
		snap = checkDatabase(ctx, r, a, stderr)
		if a.Site.Network != nil && !a.Site.Named && snap != nil {
			checkNetwork(ctx, r, a, snap, stderr)
		}
		if a.Site.Network == nil && snap != nil {
			checkLanguageHosts(ctx, r, a, snap, stderr)
		}
	}
	var key string
	if snap != nil { // without the sitemaps (a bad setting, the database failed) there is nothing to announce
		key = checkNotify(ctx, r, a, snap)
	}
	if a.URL != "" {
		client := a.Client
		if client == nil {
			client = &http.Client{Timeout: 30 * time.Second}
		}
		checkWeb(ctx, r, client, a.URL, snap, key)
	}
	return r.summary()
}

// previewShown is how many URLs the change-notification section lists of
// the queue and of the changes not yet queued.
const previewShown = 10

// checkNotify reports on change notification: whether IndexNow is on and
// why nothing would be sent, its endpoint, key and key location, the URLs
// queued and those a start would queue (the listing compared with the
// ledger, as serve does), other plugins that submit IndexNow, and the ping
// URLs. It returns the IndexNow key ("" when off or not generated yet).
func checkNotify(ctx context.Context, r *report, a Args, snap *catalog.Snapshot) string {
	r.section("change notification")
	cfg := a.Config
	checkOtherIndexNow(ctx, r, a, snap)
	if len(cfg.Ping) > 0 {
		index := "{home}/sitemap_index.xml"
		if snap != nil {
			index = snap.Site.HomeURLWith("sitemap_index.xml")
		}
		for _, t := range cfg.Ping {
			r.ok("after changes settle (at most once a minute): GET %s", notify.PingURL(t, index))
		}
	}
	if !cfg.IndexNow {
		r.note("IndexNow is off (WPSITEMAP_INDEXNOW): nothing is submitted")
		return ""
	}
	if cfg.Redis != "" {
		// A fleet's key (unless set), queue and ledger are in Redis,
		// which check does not read.
		r.note("with WPSITEMAP_REDIS the lease holder submits the fleet's changed URLs; the IndexNow queue, the ledger and the key (unless WPSITEMAP_INDEXNOW_KEY sets it) are kept in Redis, which check does not read")
		if cfg.IndexNowKey == "" {
			return ""
		}
		return checkKey(r, cfg, snap)
	}
	key := checkKey(r, cfg, snap)
	if snap != nil && !snap.Site.BlogPublic {
		r.warn("nothing is submitted while \"Discourage search engines\" is on (blog_public = 0); the queue is kept, and what changed meanwhile is submitted once the site is public")
	}
	checkQueue(r, cfg)
	if snap != nil {
		checkLedger(ctx, r, a, snap)
	}
	return key
}

// checkOtherIndexNow reports the plugins that submit to IndexNow
// themselves.
func checkOtherIndexNow(ctx context.Context, r *report, a Args, snap *catalog.Snapshot) {
	var others []wp.IndexNowPlugin
	if a.DB != nil && snap != nil {
		var err error
		if others, err = a.DB.OtherIndexNow(ctx); err != nil {
			r.fail("reading the IndexNow settings of plugins: %v", err)
		}
	}
	for _, p := range others {
		state := "on"
		if p.Known && !p.Active {
			state = "on in its settings, the plugin inactive"
		}
		switch {
		case !a.Config.IndexNow:
			r.note("%s submits changed URLs to IndexNow itself (%s, %s), from PHP hooks: edits made with WP-CLI, imports or SQL never reach the engines; WPSITEMAP_INDEXNOW=on submits them all (then turn the plugin's off)", p.Name, p.Setting, state)
		case p.Known && !p.Active:
			r.note("%s's IndexNow is %s (%s): it submits nothing while inactive; turn it off before activating it again, as wpsitemap submits the same URLs", p.Name, state, p.Setting)
		default:
			r.warn("%s submits changed URLs to IndexNow too (%s): with WPSITEMAP_INDEXNOW=on both submit the same URLs; turn the plugin's IndexNow off (or WPSITEMAP_INDEXNOW)", p.Name, p.Setting)
		}
	}
}

// checkKey reports where the IndexNow key comes from and its
// keyLocation, and returns it ("" when not generated yet).
func checkKey(r *report, cfg config.Config, snap *catalog.Snapshot) string {
	key, keyFrom := cfg.IndexNowKey, "WPSITEMAP_INDEXNOW_KEY"
	if key == "" {
		var err error
		key, err = notify.ReadKey(cfg.StateDir)
		keyFrom = filepath.Join(cfg.StateDir, notify.KeyFileName)
		switch {
		case errors.Is(err, os.ErrNotExist):
			r.note("no IndexNow key yet: serve generates one at its first start and keeps it in %s", keyFrom)
		case err != nil:
			r.fail("%v", err)
		}
	}
	where := "{home's scheme and host}/" + key + ".txt"
	if snap != nil && key != "" {
		where, _ = notify.KeyLocation(snap.Site.Home, key)
	}
	if key != "" {
		r.ok("IndexNow on: submissions go to %s with the key from %s; keyLocation %s", cfg.IndexNowEndpoint, keyFrom, where)
	} else {
		r.ok("IndexNow on: submissions go to %s", cfg.IndexNowEndpoint)
	}
	return key
}

// checkQueue reports the URLs queued for IndexNow, the oldest first.
func checkQueue(r *report, cfg config.Config) {
	n, first, err := notify.PeekQueue(cfg.StateDir, previewShown)
	switch {
	case err != nil:
		r.fail("the IndexNow queue: %v", err)
	case n == 0:
		r.ok("the queue (%s) is empty", filepath.Join(cfg.StateDir, notify.QueueFileName))
	default:
		req := announce.Requests(int(n))
		r.ok("%d %s queued, to be sent in %d %s (at most %d URLs each, one every %s); the oldest:", n, plural(int(n), "URL", "URLs"),
			req, plural(req, "request", "requests"), notify.MaxURLs, notify.DefaultInterval)
		for _, u := range first {
			r.line("", "  %s", u)
		}
	}
}

// checkLedger reports the URLs a start would queue: the sitemaps of snap
// compared with the IndexNow ledger, read from a scratch copy.
func checkLedger(ctx context.Context, r *report, a Args, snap *catalog.Snapshot) {
	cfg := a.Config
	scratch, err := os.MkdirTemp("", "wpsitemap-check-")
	if err != nil {
		r.fail("%v", err)
		return
	}
	defer os.RemoveAll(scratch)
	// On a network each site keeps its ledger in its own state directory
	// (site.ServeNetwork); the key and the queue are the process's.
	ledgerDir := filepath.Join(cfg.StateDir, announce.DirName)
	if a.Site.Network != nil {
		ledgerDir = filepath.Join(site.SiteDir(cfg.StateDir, a.Site.Site.ID), announce.DirName)
	}
	l, err := announce.OpenPreview(ledgerDir, scratch)
	if err != nil {
		r.fail("the IndexNow ledger: %v", err)
		return
	}
	if !l.Baselined() {
		r.note("no IndexNow ledger yet: the first start records what the sitemaps list, and submits nothing for it (only changes)")
		return
	}
	counts := map[announce.Why]int{}
	var shown []string
	err = l.Preview(ctx, snap, func(c announce.Change) error {
		counts[c.Why]++
		if len(shown) < previewShown {
			shown = append(shown, fmt.Sprintf("%-7s %s", c.Why, c.Loc))
		}
		return nil
	})
	if err != nil {
		r.fail("comparing the sitemaps with the IndexNow ledger: %v", err)
		return
	}
	total := counts[announce.Appeared] + counts[announce.Updated] + counts[announce.Removed]
	if total == 0 {
		r.ok("the ledger lists what the sitemaps list: nothing more to queue")
		return
	}
	r.ok("%d %s from the ledger (%d new, %d updated, %d removed): the next check of a running serve, or the next start, queues them:",
		total, plural(total, "URL differs", "URLs differ"), counts[announce.Appeared], counts[announce.Updated], counts[announce.Removed])
	for _, s := range shown {
		r.line("", "  %s", s)
	}
}

// checkDatabase reports on the database, WordPress, Yoast SEO, the types
// and the sitemaps; it returns the prepared snapshot, or nil.
func checkDatabase(ctx context.Context, r *report, a Args, stderr io.Writer) *catalog.Snapshot {
	r.section("database")
	pctx, cancel := context.WithTimeout(ctx, site.ProbeTimeout)
	err := a.DB.Probe(pctx)
	cancel()
	if err != nil {
		r.fail("%s", site.SetupMessage(err, a.Config))
		return nil
	}
	in, err := a.DB.Installed(ctx)
	if err != nil {
		r.fail("%v", err)
		return nil
	}
	r.ok("%s, connected as %s", in.Server, in.User)
	if more := wpdb.BeyondReading(in.Grants); len(more) > 0 {
		r.warn("%s can do more than read (%s): give wpsitemap a user with SELECT on the WordPress database and nothing else (README: Database grants)",
			in.User, strings.Join(more, "; "))
	} else {
		r.ok("%s can only read", in.User)
	}
	fctx, cancel := context.WithTimeout(ctx, site.ProbeTimeout)
	feed, err := wpdb.OpenFeed(fctx, a.DB, a.Conn, nil, a.MetaKeys...)
	cancel()
	if err == nil {
		feed.Close()
		r.ok("changes are read from the binary log as they are committed")
	} else {
		r.note("changes are found by polling tables, not from the binary log (%v); on a large site, see README: Database grants", err)
	}

	start := time.Now()
	stop := every.Start(ProgressEvery, func() {
		fmt.Fprintf(stderr, "wpsitemap: preparing the sitemaps: %d rows read, %s\n", a.DB.RowsRead(), time.Since(start).Round(time.Second))
	})
	snap, err := a.Catalog.Build(ctx)
	stop()
	if err != nil {
		r.fail("preparing the sitemaps: %v", err)
		return nil
	}
	site := snap.Site

	r.section("wordpress")
	r.ok("home %s, siteurl %s", site.Home, site.SiteURL)
	switch {
	case in.DBVersion == "":
		r.warn("no db_version option: is WordPress installed?")
	case in.WordPress != "":
		r.ok("WordPress %s (at its last update check), db_version %s", in.WordPress, in.DBVersion)
	default:
		r.ok("db_version %s (the database schema; the release is not stored)", in.DBVersion)
	}
	if site.Pretty() {
		r.ok("permalink structure %s", site.PermalinkStructure)
	} else {
		r.ok("plain permalinks (?p=ID)")
	}
	if !site.BlogPublic {
		r.warn("\"Discourage search engines from indexing this site\" is on (blog_public = 0): wpsitemap answers 410 Gone for every sitemap; turn it off in Settings > Reading to publish them")
	}

	r.section("yoast seo")
	switch {
	case !in.HasYoast:
		r.note("no wpseo option: Yoast SEO is not installed or never ran; wpsitemap applies Yoast's defaults, and WordPress's own sitemaps (/wp-sitemap.xml) answer if the web server falls back to WordPress")
	case in.Yoast == "":
		r.ok("Yoast SEO (its wpseo option holds no version)")
	default:
		r.ok("Yoast SEO %s", in.Yoast)
	}
	switch {
	case !in.HasYoast:
	case site.SitemapsEnabled:
		r.note("Yoast SEO's own XML sitemaps are on: that is fine while the web server hands every *sitemap*.xml and *sitemap*.xsl path to wpsitemap (check it with --url); WordPress then only answers them if the web server falls back to it")
	default:
		r.note("Yoast SEO's own XML sitemaps are off (enable_xml_sitemap): wpsitemap serves them all the same; the web server must hand every *sitemap*.xml and *sitemap*.xsl path to wpsitemap (check it with --url)")
	}

	checkPolylang(ctx, r, a, site)
	checkWPML(ctx, r, a, snap)
	checkTypes(r, snap)
	checkSitemaps(r, snap)
	return snap
}

// checkPolylang reports, when Polylang is active, its languages and URL
// mode, and what wpsitemap does not follow yet.
func checkPolylang(ctx context.Context, r *report, a Args, site *wp.Site) {
	pl := site.Polylang
	if pl == nil {
		return
	}
	r.section("multilingual")
	slugs, err := pl.LanguageSlugs(ctx, a.DB)
	if err != nil {
		r.fail("reading Polylang's languages: %v", err)
		return
	}
	other := listLanguages(r, "Polylang", slugs, pl.DefaultLang, nil,
		"defines no language: every post, page, category and tag is left out", "languages")
	switch {
	case pl.ForceLang == wp.PolylangFromContent:
		r.ok("the language is set from the content: URLs carry no language (the language homes: %s)", site.LanguageHome(other))
	case !site.Pretty():
		r.ok("plain permalinks: the language in the query (%s), the default language's %s", site.LanguageHome(other), hiddenOrShown(pl))
	case pl.ForceLang == wp.PolylangDirectory && pl.HideDefault:
		r.ok("directory mode (/%s...), the default language without a prefix", pl.Prefix(other))
	case pl.ForceLang == wp.PolylangDirectory:
		r.ok("directory mode (/%s...), the default language with its prefix", pl.Prefix(pl.DefaultLang))
	case pl.ForceLang == wp.PolylangSubdomain || pl.ForceLang == wp.PolylangDomains:
		mode := "subdomain"
		if pl.ForceLang == wp.PolylangDomains {
			mode = "domain"
		}
		var hosts []string
		seen := map[string]string{}
		for _, slug := range slugs {
			h := hostOf(site.LanguageHome(slug))
			hosts = append(hosts, slug+" "+h)
			if o, dup := seen[h]; dup {
				r.warn("languages %s and %s share the host %s: it serves %s's sitemaps only", o, slug, h, o)
			} else {
				seen[h] = slug
			}
		}
		r.ok("%s mode: one set of sitemaps per language host (%s); another host gets the default language's", mode, strings.Join(hosts, ", "))
	default:
		r.warn("Polylang's force_lang %d is unknown: URLs carry no language", pl.ForceLang)
	}
}

// hiddenOrShown says whether the default language's links carry it.
func hiddenOrShown(pl *wp.Polylang) string {
	if pl.HideDefault {
		return "without it"
	}
	return "with it"
}

// hostOf is the host of URL u, or u when it has none.
func hostOf(u string) string {
	if p, err := url.Parse(u); err == nil && p.Host != "" {
		return p.Host
	}
	return u
}

// listLanguages reports the languages (codes) of a multilingual plugin,
// the default one (def) and those note remarks on (nil: none) said so,
// and warns when there is none (none says what that does) or def is not
// one of them (whose: which of the plugin's languages codes are). It
// returns the code of a language other than def for the example URLs, or
// def.
func listLanguages(r *report, plugin string, codes []string, def string, note func(code string) string, none, whose string) string {
	names := make([]string, len(codes))
	hasDefault := false
	other := def
	for i, code := range codes {
		names[i] = code
		switch {
		case code == def:
			hasDefault = true
			names[i] += " (default)"
		case note != nil && note(code) != "":
			names[i] += " (" + note(code) + ")"
		}
		if other == def && code != def {
			other = code
		}
	}
	if len(codes) == 0 {
		r.warn("%s is active but %s", plugin, none)
		return other
	}
	r.ok("%s, languages %s", plugin, strings.Join(names, ", "))
	if !hasDefault {
		r.warn("%s's default language %q is not one of its %s", plugin, def, whose)
	}
	return other
}

// checkTypes lists the post types and taxonomies with their evidence,
// whether they get a sitemap, and those left out with the reason.
func checkTypes(r *report, snap *catalog.Snapshot) {
	reg := snap.Registry
	r.section("post types (evidence: builtin, rewrite_rules, wpseo_titles, config)")
	t := r.table()
	for _, pt := range reg.PostTypes {
		state, why := sitemapState(snap, pt.Name, "post types"), pt.Source
		if state == "no sitemap" {
			why += fmt.Sprintf("; Yoast leaves it out (disable-%s or noindex-%s)", pt.Name, pt.Name)
		}
		fmt.Fprintf(t, "  %s\t%s\t%s\n", pt.Name, state, why)
	}
	skipped(t, reg, "post type")
	t.Flush()

	r.section("taxonomies")
	t = r.table()
	for _, tax := range reg.Taxonomies {
		state, why := sitemapState(snap, tax.Name, "taxonomies"), tax.Source
		switch {
		case state != "no sitemap":
		case reg.PostType(tax.Name) != nil:
			why += "; a post type has the same name"
		case !seo.TaxonomyListed(snap.Site, tax.Name):
			why += fmt.Sprintf("; Yoast leaves it out (noindex-tax-%s)", tax.Name)
		}
		fmt.Fprintf(t, "  %s\t%s\t%s\n", tax.Name, state, why)
	}
	skipped(t, reg, "taxonomy")
	t.Flush()
}

// sitemapState says whether the type called name has a sitemap of the
// provider kind: "sitemap", "empty sitemap" (not in the index) or "no
// sitemap".
func sitemapState(snap *catalog.Snapshot, name, kind string) string {
	sm, ok := snap.Lookup(name)
	switch {
	case !ok || sm.Provider.Kind() != kind:
		return "no sitemap"
	case !sm.InIndex:
		return "empty sitemap"
	}
	return "sitemap"
}

// skipped lists the types of kind the registry left out, with the reason.
func skipped(t io.Writer, reg *wp.Registry, kind string) {
	for _, sk := range reg.Skipped {
		if sk.Kind == kind {
			fmt.Fprintf(t, "  %s\t%s\t%s\n", sk.Name, "left out", sk.Reason)
		}
	}
}

// checkSitemaps lists the sitemaps of the index with their pages and
// entries: what the service will serve.
func checkSitemaps(r *report, snap *catalog.Snapshot) {
	head := fmt.Sprintf("sitemaps (%d entries a page)", snap.PerPage())
	if n := snap.AlternatesPerPage(); n > 0 {
		head = fmt.Sprintf("sitemaps (%d entries a page, %d with alternates)", snap.PerPage(), n)
	}
	r.section(head)
	t := r.table()
	fmt.Fprint(t, "  SITEMAP\tPAGES\tENTRIES\n")
	var empty []string
	for _, sm := range snap.Sitemaps {
		if !sm.InIndex {
			empty = append(empty, sm.Name)
			continue
		}
		fmt.Fprintf(t, "  %s\t%d\t%d\n", sm.Name, len(sm.Pages), sitemapEntries(sm))
	}
	t.Flush()
	sitemaps, entries := indexCounts(snap)
	if sitemaps == 0 {
		r.warn("no sitemap has entries: /sitemap_index.xml answers 404")
	} else {
		r.ok("%d sitemaps in the index, %d entries", sitemaps, entries)
	}
	if len(empty) > 0 {
		r.note("empty, so not in the index (404): %s", strings.Join(empty, ", "))
	}
}

// sitemapEntries is how many entries sm's pages list.
func sitemapEntries(sm *catalog.Sitemap) int {
	n := 0
	for _, p := range sm.Pages {
		n += p.Count
	}
	return n
}

// indexCounts is how many sitemaps the index lists, and their entries.
func indexCounts(snap *catalog.Snapshot) (sitemaps, entries int) {
	for _, sm := range snap.Sitemaps {
		if sm.InIndex {
			sitemaps++
			entries += sitemapEntries(sm)
		}
	}
	return sitemaps, entries
}

// fetched is one answer of the web server.
type fetched struct {
	url       string
	status    int
	generator string // the X-Generator header
	body      []byte
	locs      []string // <loc> of each <sitemap> or <url>
	root      string   // the root element: sitemapindex, urlset
}

// checkWeb fetches the index and one sitemap through the web server at
// base, and says whether wpsitemap answered them.
func checkWeb(ctx context.Context, r *report, client *http.Client, base string, snap *catalog.Snapshot, key string) {
	r.section("web server (" + base + ")")
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		r.fail("--url %q: want the site's address, such as https://example.com/", base)
		return
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	index := u.ResolveReference(&url.URL{Path: "sitemap_index.xml"})
	f, ok := fetchSitemap(ctx, r, client, index.String(), "sitemapindex")
	if ok {
		checkBrowser(ctx, r, client, u, index.String())
	}
	var next *url.URL
	switch {
	case ok && len(f.locs) > 0:
		loc, err := url.Parse(f.locs[0])
		if err != nil {
			r.fail("the index lists %q, not a URL", f.locs[0])
			return
		}
		if loc.Host != u.Host {
			r.note("the index lists URLs on %s, and --url is on %s: is the home option (or --url) right?", loc.Host, u.Host)
		}
		next = u.ResolveReference(&url.URL{Path: loc.Path, RawQuery: loc.RawQuery})
	case snap != nil:
		for _, sm := range snap.Sitemaps {
			if sm.InIndex {
				next = u.ResolveReference(&url.URL{Path: sm.Name + "-sitemap.xml"})
				break
			}
		}
	default:
		next = u.ResolveReference(&url.URL{Path: "post-sitemap.xml"})
	}
	if next != nil {
		fetchSitemap(ctx, r, client, next.String(), "urlset")
	}
	if key != "" {
		checkKeyFile(ctx, r, client, u.Scheme+"://"+u.Host+"/"+key+".txt", key)
	}
}

// checkKeyFile fetches the IndexNow key file through the web server: the
// engines fetch it at the keyLocation to verify the key.
func checkKeyFile(ctx context.Context, r *report, client *http.Client, u, key string) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		r.fail("GET %s: %v", u, err)
		return
	}
	resp, err := client.Do(req)
	if err != nil {
		r.fail("GET %s: %v", u, err)
		return
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	switch {
	case resp.StatusCode == http.StatusOK && strings.TrimSpace(string(body)) == key:
		r.ok("GET %s: 200, the IndexNow key", u)
	case resp.Header.Get(server.GeneratorHeader) != server.Generator:
		r.fail("GET %s: %d, not from wpsitemap%s: engines cannot verify the IndexNow key and refuse every submission; the web server must hand /{key}.txt to wpsitemap (deploy/)",
			u, resp.StatusCode, whoAnswered(resp, body))
	default:
		r.fail("GET %s: %d from wpsitemap, not the key: is serve running with the same key?", u, resp.StatusCode)
	}
}

// fetchSitemap fetches one sitemap document and reports on it; ok means
// wpsitemap answered it with a 200 and a document of the root element
// want.
func fetchSitemap(ctx context.Context, r *report, client *http.Client, u, want string) (fetched, bool) {
	f := fetched{url: u}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		r.fail("GET %s: %v", u, err)
		return f, false
	}
	resp, err := client.Do(req)
	if err != nil {
		r.fail("GET %s: %v", u, err)
		return f, false
	}
	defer resp.Body.Close()
	f.status, f.generator = resp.StatusCode, resp.Header.Get(server.GeneratorHeader)
	f.body, err = io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		r.fail("GET %s: %d, reading the body: %v", u, f.status, err)
		return f, false
	}
	if f.generator != server.Generator {
		r.fail("GET %s: %d, not from wpsitemap (no %s: %s header)%s: the web server must hand every *sitemap*.xml and *sitemap*.xsl path to wpsitemap (deploy/nginx/wpsitemap.conf, deploy/apache, deploy/caddy)",
			u, f.status, server.GeneratorHeader, server.Generator, whoAnswered(resp, f.body))
		return f, false
	}
	switch f.status {
	case http.StatusOK:
	case http.StatusGone:
		r.warn("GET %s: 410 from wpsitemap: the site discourages search engines (blog_public = 0)", u)
		return f, false
	default:
		r.fail("GET %s: %d from wpsitemap: %s", u, f.status, firstLine(f.body))
		return f, false
	}
	if err := f.parse(); err != nil {
		r.fail("GET %s: 200 from wpsitemap, but %v", u, err)
		return f, false
	}
	if f.root != want {
		r.fail("GET %s: 200 from wpsitemap, a <%s> where a <%s> was expected", u, f.root, want)
		return f, false
	}
	what := "sitemaps"
	if want == "urlset" {
		what = "URLs"
	}
	r.ok("GET %s: 200 from wpsitemap, %d %s", u, len(f.locs), what)
	return f, true
}

// browserHeaders are what Chromium sends when a person opens a page.
var browserHeaders = map[string]string{
	"User-Agent":     "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
	"Accept":         "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8",
	"Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "none", "Sec-Fetch-User": "?1",
	"Upgrade-Insecure-Requests": "1",
}

// crawlerHeaders are what Googlebot sends.
var crawlerHeaders = map[string]string{
	"User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
	"Accept":     "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
}

// checkBrowser says what a person's browser gets at the index (base is
// --url): wpsitemap sends it to the view for people, which no cache may
// keep; and that a crawler asking after it still gets the XML, so that no
// cache in front kept the browser's answer for everyone.
func checkBrowser(ctx context.Context, r *report, client *http.Client, base *url.URL, index string) {
	noRedirect := *client
	noRedirect.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, body, err := fetchAs(ctx, &noRedirect, index, browserHeaders)
	if err != nil {
		r.fail("GET %s as a browser: %v", index, err)
		return
	}
	loc := resp.Header.Get("Location")
	switch {
	case resp.StatusCode == http.StatusSeeOther && strings.Contains(loc, "view=html"):
		if cc := resp.Header.Get("Cache-Control"); !strings.Contains(cc, "no-store") || !strings.Contains(cc, "private") {
			r.fail("a browser opening %s is sent (303) to %s with Cache-Control %q: something in front changed wpsitemap's \"no-store, private\", and a cache may hand that redirect to crawlers", index, loc, cc)
			return
		}
		lu, err := url.Parse(loc)
		if err != nil {
			r.fail("a browser opening %s is sent to %q, not a URL", index, loc)
			return
		}
		view := base.ResolveReference(&url.URL{Path: lu.Path, RawQuery: lu.RawQuery}).String()
		vresp, vbody, err := fetchAs(ctx, &noRedirect, view, browserHeaders)
		switch {
		case err != nil:
			r.fail("GET %s as a browser: %v", view, err)
		case vresp.StatusCode != http.StatusOK || vresp.Header.Get(server.GeneratorHeader) != server.Generator || !strings.HasPrefix(vresp.Header.Get("Content-Type"), "text/html"):
			r.fail("a browser opening %s is sent (303) to %s, which answers %d %s%s, not wpsitemap's view for people: the web server must hand every *sitemap*.xml path to wpsitemap, with its query string",
				index, view, vresp.StatusCode, vresp.Header.Get("Content-Type"), whoAnswered(vresp, vbody))
		case !strings.Contains(vresp.Header.Get("Cache-Control"), "no-store"):
			r.fail("GET %s: the view for people has Cache-Control %q: something in front changed wpsitemap's \"no-store, private\"", view, vresp.Header.Get("Cache-Control"))
		default:
			r.ok("a browser opening %s is sent (303) to %s: 200 from wpsitemap, the view for people, %d sitemaps, kept by no cache (Cache-Control: %s)",
				index, view, strings.Count(string(vbody), `<tr class="entry">`), vresp.Header.Get("Cache-Control"))
		}
	case resp.StatusCode == http.StatusOK && resp.Header.Get(server.GeneratorHeader) == server.Generator && strings.Contains(resp.Header.Get("Content-Type"), "xml"):
		r.note("a browser opening %s gets the XML, not the view for people (it shows as a raw tree where XSLT is gone): a cache in front answers browsers from the crawlers' copy? People can open %s?view=html", index, index)
	default:
		r.fail("GET %s as a browser: %d %s%s", index, resp.StatusCode, resp.Header.Get("Content-Type"), whoAnswered(resp, body))
		return
	}
	// A crawler after the browser: a cache that kept the browser's answer
	// would hand it to every crawler.
	cresp, cbody, err := fetchAs(ctx, &noRedirect, index, crawlerHeaders)
	if err != nil {
		r.fail("GET %s as a crawler: %v", index, err)
		return
	}
	c := fetched{url: index, status: cresp.StatusCode, body: cbody}
	if cresp.StatusCode != http.StatusOK || c.parse() != nil || c.root != "sitemapindex" {
		r.fail("GET %s as a crawler, after a browser: %d %s, not the XML: a cache in front kept what only a browser may get; it must honour Cache-Control: no-store (README: The view for people)",
			index, cresp.StatusCode, cresp.Header.Get("Content-Type"))
		return
	}
	r.ok("GET %s as a crawler, after the browser: 200, the XML, %d sitemaps", index, len(c.locs))
}

// fetchAs GETs u with the given headers and reads the answer.
func fetchAs(ctx context.Context, client *http.Client, u string, headers map[string]string) (*http.Response, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, nil, err
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	return resp, body, err
}

// parse reads the root element and the locs of a sitemap document.
func (f *fetched) parse() error {
	var doc struct {
		XMLName  xml.Name
		Sitemaps []struct {
			Loc string `xml:"loc"`
		} `xml:"sitemap"`
		URLs []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(f.body, &doc); err != nil {
		return fmt.Errorf("not XML: %w", err)
	}
	f.root = doc.XMLName.Local
	for _, s := range doc.Sitemaps {
		f.locs = append(f.locs, s.Loc)
	}
	for _, s := range doc.URLs {
		f.locs = append(f.locs, s.Loc)
	}
	return nil
}

// whoAnswered guesses, from an answer that wpsitemap did not give, what
// gave it.
func whoAnswered(resp *http.Response, body []byte) string {
	switch {
	case strings.Contains(string(body), "generated by Yoast SEO"):
		return "; the body is Yoast SEO's: WordPress answered"
	case strings.Contains(resp.Header.Get("Link"), "api.w.org") || resp.Header.Get("X-Redirect-By") == "WordPress":
		return "; WordPress answered"
	case resp.Header.Get("Server") != "":
		return "; Server: " + resp.Header.Get("Server")
	}
	return ""
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}

// report prints the findings of check, section by section, and counts
// warnings and failures.
type report struct {
	w                  io.Writer
	started            bool
	warnings, failures int
}

func (r *report) section(title string) {
	if r.started {
		fmt.Fprintln(r.w)
	}
	r.started = true
	fmt.Fprintln(r.w, title)
}

func (r *report) line(status, format string, args ...any) {
	fmt.Fprintf(r.w, "  %-5s %s\n", status, fmt.Sprintf(format, args...))
}

func (r *report) ok(format string, args ...any)   { r.line("ok", format, args...) }
func (r *report) note(format string, args ...any) { r.line("note", format, args...) }
func (r *report) warn(format string, args ...any) { r.warnings++; r.line("WARN", format, args...) }
func (r *report) fail(format string, args ...any) { r.failures++; r.line("FAIL", format, args...) }

// table returns a tab-separated table printed aligned under the current
// section when flushed.
func (r *report) table() *tabwriter.Writer { return newTabWriter(r.w) }

// summary prints the last line and returns the exit status.
func (r *report) summary() int {
	fmt.Fprintln(r.w)
	if r.warnings == 0 && r.failures == 0 {
		fmt.Fprintln(r.w, "all is well")
		return 0
	}
	fmt.Fprintf(r.w, "%d %s, %d %s\n", r.failures, plural(r.failures, "failure", "failures"), r.warnings, plural(r.warnings, "warning", "warnings"))
	return 1
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
