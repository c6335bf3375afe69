package wp

import "testing"

// BenchmarkPostLink measures building one post permalink, the per-row cost
// of every post sitemap.
//
//	go test ./wp -run '^$' -bench Link -benchmem
func BenchmarkPostLink(b *testing.B) {
	for _, structure := range []string{"/%year%/%monthnum%/%postname%/", "/%category%/%postname%/", ""} {
		s := newTestSite(b, map[string]string{"permalink_structure": structure})
		l := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
		d := testData()
		p := &PostRef{ID: 100, Type: "post", Status: "publish", Name: "hello-world", Date: "2023-01-01 01:30:09", Author: 5}
		name := structure
		if name == "" {
			name = "plain"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if l.Post(p, d) == "" {
					b.Fatal("empty link")
				}
			}
		})
	}
}

func BenchmarkTermLink(b *testing.B) {
	s := newTestSite(b, map[string]string{"permalink_structure": "/%postname%/"})
	l := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
	d := testData()
	b.ReportAllocs()
	for b.Loop() {
		l.Term(d.terms[3], d)
	}
}
