package site

import (
	"log/slog"
	"os"
	"path/filepath"
	"sync/atomic"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Types holds the types file (WPSITEMAP_CONFIG) as last read: SIGHUP reads
// it again, for the catalogs made from then on.
type Types struct {
	p atomic.Pointer[wp.TypeOverrides]
}

// NewTypes holds o.
func NewTypes(o *wp.TypeOverrides) *Types {
	t := &Types{}
	t.p.Store(o)
	return t
}

// Load returns the types as last set.
func (t *Types) Load() *wp.TypeOverrides { return t.p.Load() }

// Store sets the types for the catalogs made from now on.
func (t *Types) Store(o *wp.TypeOverrides) { t.p.Store(o) }

// NewCatalog returns the catalog of one site read from store, as cfg
// configures it, with the types overrides: Yoast's kinds, then the
// add-ons' (Video SEO, News SEO), which Yoast appends to its index the
// same way. lang "" lists every language; a language code lists that
// language host's sitemaps only (catalog.Options.Language).
func NewCatalog(store catalog.Store, cfg config.Config, overrides *wp.TypeOverrides, log *slog.Logger, lang string) *catalog.Catalog {
	return newCatalog(store, cfg, overrides, log, lang, nil)
}

// newCatalog is NewCatalog, keeping its pages' entries in entries (nil:
// pages are read from the database).
func newCatalog(store catalog.Store, cfg config.Config, overrides *wp.TypeOverrides, log *slog.Logger, lang string, entries *catalog.Entries) *catalog.Catalog {
	images := catalog.NewImageSource(store, cfg.ImageHosts, cfg.Cache)
	providers := append(catalog.CoreProviders(store, images),
		catalog.NewVideoProvider(store, log, cfg.Video), catalog.NewNewsProvider(store, images, cfg.News))
	return catalog.New(store, catalog.Options{
		PerPage:   cfg.EntriesPerPage,
		Overrides: overrides,
		Images:    images,
		Logger:    log,
		Providers: providers,
		Language:  lang,
		Hreflang:  cfg.Hreflang,
		Entries:   entries,
	})
}

// EntriesDir is the directory, in a site's state directory, of its entry
// store.
const EntriesDir = "entries"

// openEntries opens the entry store of a site whose state directory is
// stateDir: EntriesDir in it, else a private temporary directory that
// done removes. nil when the settings turn the store off, or when it
// cannot be opened (logged: pages are then read from the database).
func openEntries(cfg config.Config, stateDir string, log *slog.Logger) (entries *catalog.Entries, done func()) {
	if !cfg.Store {
		return nil, func() {}
	}
	dir, temp := filepath.Join(stateDir, EntriesDir), false
	if stateDir == "" {
		d, err := os.MkdirTemp("", "wpsitemap-entries-")
		if err != nil {
			log.Warn("no entry store; pages are read from the database", "err", err)
			return nil, func() {}
		}
		dir, temp = d, true
	}
	e, err := catalog.OpenEntries(dir, catalog.EntriesOptions{Logger: log})
	if err != nil {
		log.Warn("no entry store; pages are read from the database", "dir", dir, "err", err)
		if temp {
			os.RemoveAll(dir)
		}
		return nil, func() {}
	}
	return e, func() {
		if err := e.Close(); err != nil {
			log.Warn("entry store not closed cleanly", "dir", dir, "err", err)
		}
		if temp {
			os.RemoveAll(dir)
		}
	}
}
