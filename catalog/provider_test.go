package catalog

import (
	"context"
	"strings"
	"testing"
)

// bare is a provider of only the methods a kind cannot do without.
type bare struct{ Defaults }

func (bare) Kind() string                                            { return "bare" }
func (bare) Format() Format                                          { return URLFormat }
func (bare) Prepare(context.Context, *Build) error                   { return nil }
func (bare) Entries(context.Context, Query, func(Entry) error) error { return nil }

// TestProviderDefaults: what a provider that embeds Defaults says of
// itself, and that every core kind says its own.
func TestProviderDefaults(t *testing.T) {
	var p Provider = bare{}
	sm := &Sitemap{Name: "things", Provider: p}
	if got, want := About(sm), `The "things" sitemap (bare).`; got != want {
		t.Errorf("About = %q, want %q", got, want)
	}
	if p.Alternates() {
		t.Error("a provider of Defaults says its entries carry alternates")
	}
	if names, known := p.Names(&Snapshot{}); known || names != nil {
		t.Errorf("Names = %v, %v; want unknown", names, known)
	}
	alternates := map[string]bool{"post types": true, "taxonomies": true}
	for _, p := range append(CoreProviders(nil, nil), &videos{}, &newsProvider{}) {
		sm := &Sitemap{Name: "x", Provider: p}
		if got := About(sm); got == (Defaults{}).About(sm) || got == "" {
			t.Errorf("%s: About is the default %q", p.Kind(), got)
		}
		if got := p.Alternates(); got != alternates[p.Kind()] {
			t.Errorf("%s: Alternates = %v", p.Kind(), got)
		}
	}
}

// TestStateOfAnotherType: a provider's state or a sitemap's data of
// another type than asked is a bug that panics, naming both types;
// nothing kept is the zero value, and dataOK only reports.
func TestStateOfAnotherType(t *testing.T) {
	p := bare{}
	s := &Snapshot{state: map[Provider]any{}}
	if got := state[*authorState](s, p); got != nil {
		t.Errorf("state of nothing kept = %v", got)
	}
	kept := &authorState{}
	s.state[p] = kept
	if got := state[*authorState](s, p); got != kept {
		t.Errorf("state = %v, want what was kept", got)
	}
	sm := &Sitemap{Name: "things", Provider: p}
	if got := data[*typeData](sm); got != nil {
		t.Errorf("data of nothing kept = %v", got)
	}
	sm.Data = &termView{}
	if _, ok := dataOK[*typeData](sm); ok {
		t.Error("dataOK of another type is ok")
	}
	for name, call := range map[string]func(){
		"state": func() { state[*newsState](s, p) },
		"data":  func() { data[*typeData](sm) },
	} {
		func() {
			defer func() {
				msg, _ := recover().(string)
				if !strings.Contains(msg, "*catalog.typeData") && !strings.Contains(msg, "*catalog.newsState") {
					t.Errorf("%s of another type: panic %q, want one naming the types", name, msg)
				}
			}()
			call()
		}()
	}
}
