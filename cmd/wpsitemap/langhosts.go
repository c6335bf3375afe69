package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// languageUsage is the help of `urls --language` and `diff --language`.
const languageUsage = "on a site with one set of sitemaps per language host (Polylang's subdomain or domain mode, WPML's domain mode), only that language's host: its code, such as fr; without it, every language host's, the default language's first"

// errLanguageFlag is a --language that names no language host of the
// site: a usage error (exit 2).
var errLanguageFlag = errors.New("--language")

// hostSet is the sitemaps `urls` and `diff` read for one host: one
// language host's (catalog.Options.Language), or, with Lang and Host "",
// the site's one set whatever the language.
type hostSet struct {
	site.LanguageHost
	cat *catalog.Catalog
}

// perHost reports whether the set is one language host's.
func (h hostSet) perHost() bool { return h.Host != "" }

// String names the set for people: "fr.example.com (language fr)".
func (h hostSet) String() string {
	if !h.perHost() {
		return "the site"
	}
	return h.Host + " (language " + h.Lang + ")"
}

// hostSets returns the sets of sitemaps urls and diff read, as serve
// serves them: on a site that serves one set per language host
// (languageHosts), each language host's catalog, made by forLanguage, the
// default language's first; lang ("" for all) keeps that language's only. A language whose
// host another language's set answers (a language without a domain of
// its own, see serveLanguages) is left out, said on notes. Otherwise, and
// when forLanguage is nil (a network's site, served as one set), the one
// set cat. A lang the site has no host of its own for is an error
// wrapping errLanguageFlag; one of the database's is returned as is.
func hostSets(ctx context.Context, db *wpdb.DB, cat *catalog.Catalog, lang string,
	forLanguage func(lang string) *catalog.Catalog, notes io.Writer) ([]hostSet, error) {
	if forLanguage == nil {
		if lang != "" {
			return nil, fmt.Errorf("%w %s: a network's sites are served with one set of sitemaps each, whatever the language", errLanguageFlag, lang)
		}
		return []hostSet{{cat: cat}}, nil
	}
	lctx, cancel := context.WithTimeout(ctx, probeTimeout)
	langs, err := site.PerHostLanguages(lctx, db)
	cancel()
	if err != nil {
		return nil, err
	}
	if len(langs) == 0 {
		if lang != "" {
			return nil, fmt.Errorf("%w %s: this site serves one set of sitemaps for every language, not one per language host", errLanguageFlag, lang)
		}
		return []hostSet{{cat: cat}}, nil
	}
	var out []hostSet
	var codes []string
	answered := map[string]string{} // host -> the language whose set answers it
	for _, lh := range langs {
		codes = append(codes, lh.Lang)
		owner, shared := answered[lh.Host]
		if !shared {
			answered[lh.Host] = lh.Lang
		}
		switch {
		case lang != "" && lh.Lang != lang:
		case shared && lang != "":
			return nil, fmt.Errorf("%w %s: its host %s serves %s's sitemaps; %s's own are not served", errLanguageFlag, lang, lh.Host, owner, lang)
		case shared:
			fmt.Fprintf(notes, "note: language %s shares the host %s with %s, whose sitemaps answer there: %s's are not served, nor listed\n", lh.Lang, lh.Host, owner, lh.Lang)
		default:
			out = append(out, hostSet{LanguageHost: lh, cat: forLanguage(lh.Lang)})
		}
	}
	if len(out) == 0 && lang != "" {
		return nil, fmt.Errorf("%w %s: the site has no such language host; its languages are %s", errLanguageFlag, lang, strings.Join(codes, ", "))
	}
	return out, nil
}

// hostSetsOrExit is hostSets for a command: on failure it writes the
// one line on stderr and returns the exit status (2 for a --language that
// names no language host, 1 for the database).
func hostSetsOrExit(ctx context.Context, cmd string, db *wpdb.DB, cat *catalog.Catalog, lang string,
	forLanguage func(string) *catalog.Catalog, stderr io.Writer) ([]hostSet, int) {
	sets, err := hostSets(ctx, db, cat, lang, forLanguage, stderr)
	switch {
	case errors.Is(err, errLanguageFlag):
		fmt.Fprintf(stderr, "wpsitemap %s: %v\n", cmd, err)
		return nil, 2
	case err != nil:
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return nil, 1
	}
	return sets, 0
}
