package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// languageUsage is the help of `urls --language` and `diff --language`.
const languageUsage = "on a site with one set of sitemaps per language host (Polylang's subdomain or domain mode, WPML's domain mode), only that language's host: its code, such as fr; without it, every language host's, the default language's first"

// hostSetsOrExit is site.HostSets for a command: on failure it writes the
// one line on stderr and returns the exit status (2 for a --language that
// names no language host, 1 for the database).
func hostSetsOrExit(ctx context.Context, cmd string, db *wpdb.DB, cat *catalog.Catalog, lang string,
	forLanguage func(string) *catalog.Catalog, stderr io.Writer) ([]site.HostSet, int) {
	sets, err := site.HostSets(ctx, db, cat, lang, forLanguage, stderr)
	switch {
	case errors.Is(err, site.ErrLanguageFlag):
		fmt.Fprintf(stderr, "wpsitemap %s: %v\n", cmd, err)
		return nil, 2
	case err != nil:
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return nil, 1
	}
	return sets, 0
}
