package wpwrites

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestBooleanTitleKeys(t *testing.T) {
	titles := `a:6:{s:9:"separator";s:7:"sc-dash";s:12:"noindex-post";b:0;s:17:"forcerewritetitle";b:0;` +
		`s:23:"noindex-ptarchive-event";b:1;s:14:"disable-author";b:0;s:17:"stripcategorybase";b:1;}`
	want := []string{`s:12:"noindex-post";`, `s:23:"noindex-ptarchive-event";`, `s:14:"disable-author";`, `s:17:"stripcategorybase";`}
	if got := BooleanTitleKeys(titles); !slices.Equal(got, want) {
		t.Errorf("BooleanTitleKeys = %q, want %q", got, want)
	}
}

// TestNext: the same seed gives the same writes; every kind writes SQL
// over the pools' objects; a new post takes the next ID.
func TestNext(t *testing.T) {
	pools := func() *Pools {
		return &Pools{Posts: []int64{10, 11}, Pages: []int64{20, 21}, Attachments: []int64{30}, Users: []int64{1},
			Terms: []Term{{TT: 5, ID: 4}}, NewTypes: []string{"post"}, NextID: 100,
			Titles: `a:1:{s:12:"noindex-post";b:0;}`, TitleKeys: []string{`s:12:"noindex-post";`},
			TaxMeta: `a:0:{}`, Structures: []string{"/%postname%/"}, Image: "https://cdn.example/up"}
	}
	a, b := pools(), pools()
	ra, rb := rand.New(rand.NewPCG(7, 1)), rand.New(rand.NewPCG(7, 1))
	kinds := map[string]bool{}
	for n := range 2000 {
		wa, wb := a.Next(ra, n), b.Next(rb, n)
		if wa.Kind != wb.Kind || !slices.Equal(wa.Stmts, wb.Stmts) {
			t.Fatalf("write %d: %v and %v from one seed", n, wa, wb)
		}
		kinds[wa.Kind] = true
		if wa.Kind == "new post" && !strings.Contains(wa.Stmts[0], "VALUES (") {
			t.Errorf("new post: %q", wa.Stmts)
		}
	}
	if len(kinds) != len(Kinds) {
		t.Errorf("%d kinds written in 2000 writes, want all %d", len(kinds), len(Kinds))
	}
	if a.NextID <= 100 {
		t.Errorf("NextID %d: no new post took an ID", a.NextID)
	}
	w := (&Pools{Titles: `a:1:{s:12:"noindex-post";b:0;}`, TitleKeys: []string{`s:12:"noindex-post";`}})
	for _, k := range Kinds {
		if k.Name == "option: Yoast's settings (types, archives, taxonomies, authors)" {
			got := k.sql(w, rand.New(rand.NewPCG(1, 1)), 0)
			if len(got) != 1 || !strings.Contains(got[0], `s:12:"noindex-post";b:1;`) {
				t.Errorf("titles write = %q, want noindex-post flipped on", got)
			}
		}
	}
}
