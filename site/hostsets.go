package site

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/wp"
)

// ErrLanguageFlag is a --language that names no language host of the
// site: a usage error (exit 2).
var ErrLanguageFlag = errors.New("--language")

// HostSet is the sitemaps `urls` and `diff` read for one host, as serve
// serves them: one language host's (catalog.Options.Language), or, with
// Lang and Host "", the site's one set whatever the language.
type HostSet struct {
	LanguageHost
	Catalog *catalog.Catalog
}

// PerHost reports whether the set is one language host's.
func (h HostSet) PerHost() bool { return h.Host != "" }

// String names the set for people: "fr.example.com (language fr)".
func (h HostSet) String() string {
	if !h.PerHost() {
		return "the site"
	}
	return h.Host + " (language " + h.Lang + ")"
}

// HostSets returns the sets of sitemaps urls and diff read, as serve
// serves them: on a site that serves one set per language host
// (LanguageHosts), each language host's catalog, made by forLanguage, the
// default language's first; lang ("" for all) keeps that language's
// only. A language whose host another language's set answers (a language
// without a domain of its own, see Languages) is left out, said on notes. Otherwise, and
// when forLanguage is nil (a network's site, served as one set), the one
// set cat. A lang the site has no host of its own for is an error
// wrapping ErrLanguageFlag; one of the database's is returned as is.
func HostSets(ctx context.Context, store catalog.Store, cat *catalog.Catalog, lang string,
	forLanguage func(lang string) *catalog.Catalog, notes io.Writer) ([]HostSet, error) {
	if forLanguage == nil {
		if lang != "" {
			return nil, fmt.Errorf("%w %s: a network's sites are served with one set of sitemaps each, whatever the language", ErrLanguageFlag, lang)
		}
		return []HostSet{{Catalog: cat}}, nil
	}
	lctx, cancel := context.WithTimeout(ctx, ProbeTimeout)
	langs, err := PerHostLanguages(lctx, store)
	cancel()
	if err != nil {
		return nil, err
	}
	if len(langs) == 0 {
		if lang != "" {
			return nil, fmt.Errorf("%w %s: this site serves one set of sitemaps for every language, not one per language host", ErrLanguageFlag, lang)
		}
		return []HostSet{{Catalog: cat}}, nil
	}
	var out []HostSet
	var codes []string
	owners := wp.HostOwners(langs)
	for i, lh := range langs {
		codes = append(codes, lh.Lang)
		owner := owners[i]
		shared := owner != lh.Lang
		switch {
		case lang != "" && lh.Lang != lang:
		case shared && lang != "":
			return nil, fmt.Errorf("%w %s: its host %s serves %s's sitemaps; %s's own are not served", ErrLanguageFlag, lang, lh.Host, owner, lang)
		case shared:
			fmt.Fprintf(notes, "note: language %s shares the host %s with %s, whose sitemaps answer there: %s's are not served, nor listed\n", lh.Lang, lh.Host, owner, lh.Lang)
		default:
			out = append(out, HostSet{LanguageHost: lh, Catalog: forLanguage(lh.Lang)})
		}
	}
	if len(out) == 0 && lang != "" {
		return nil, fmt.Errorf("%w %s: the site has no such language host; its languages are %s", ErrLanguageFlag, lang, strings.Join(codes, ", "))
	}
	return out, nil
}
