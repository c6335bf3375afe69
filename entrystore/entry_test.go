package entrystore

import (
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

// fullEntry sets every field an entry holds, with values that test the
// encoding: unicode, long strings, times before 1970 and with nanoseconds,
// negative and large numbers.
func fullEntry() Entry {
	paris := time.FixedZone("CET", 3600)
	long := strings.Repeat("https://example.com/ünï/", 5_000) // 130 kB
	return Entry{ID: 42, Part: 3,
		URL: sitemap.URL{Loc: "https://例え.jp/投稿/😀?a=1&b=<2>", LastMod: time.Date(2024, 2, 29, 23, 59, 59, 999_999_999, paris),
			Images:     []string{"https://example.com/a.jpg", "", long},
			Alternates: []sitemap.Alternate{{Hreflang: "fr-fr", Href: "https://example.com/fr/"}, {Hreflang: "x-default", Href: ""}}},
		Videos: []sitemap.Video{{ThumbnailLoc: "t", Title: "Ünïcode « title »", Description: long, ContentLoc: "c", PlayerLoc: "p",
			Duration: -7, Rating: 4.25, ViewCount: math.MaxInt64, PublicationDate: time.Date(1901, 1, 1, 0, 0, 0, 1, time.UTC),
			Tags: []string{"a", "", "ü"}, Category: "cat", FamilyFriendly: "no", Uploader: "u", UploaderInfo: "https://u/"},
			{ThumbnailLoc: "only a thumbnail", Rating: math.Inf(1), ViewCount: -1}},
		News: &sitemap.NewsURL{Loc: "https://example.com/news/", PublicationName: "Le Monde", Language: "zh-tw",
			PublicationDate: time.Unix(-1, 5), Title: "", StockTickers: "NASDAQ:A", Images: []string{"i1", "i2"}},
	}
}

// cmpTime compares times by instant: the store gives them back in UTC.
var cmpTime = cmp.Comparer(func(a, b time.Time) bool { return a.Equal(b) && a.IsZero() == b.IsZero() })

func TestEntryRoundTrip(t *testing.T) {
	full := fullEntry()
	tests := map[string]Entry{
		"zero":        {},
		"loc only":    {URL: sitemap.URL{Loc: "https://example.com/"}},
		"empty news":  {News: &sitemap.NewsURL{}},
		"empty video": {Videos: []sitemap.Video{{}}},
		"full":        full,
		"home":        {ID: 0, URL: sitemap.URL{Loc: "https://example.com/", LastMod: time.Unix(1700000000, 0)}},
		"max part":    {ID: math.MaxInt64, Part: math.MaxUint32, URL: sitemap.URL{Loc: "x"}},
		"min id":      {ID: math.MinInt64, URL: sitemap.URL{Loc: "x"}},
	}
	for name, want := range tests {
		t.Run(name, func(t *testing.T) {
			got := Entry{ID: want.ID, Part: want.Part}
			if err := decodeEntry(appendEntry(nil, &want), &got); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got, cmpTime); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
			if got.LastMod.Location() != time.UTC {
				t.Errorf("lastmod in %v, want UTC", got.LastMod.Location())
			}
		})
	}
}

// TestDecodeReusesEntry: decoding into an entry that held a richer one
// leaves nothing of it behind.
func TestDecodeReusesEntry(t *testing.T) {
	e := fullEntry()
	small := Entry{URL: sitemap.URL{Loc: "https://example.com/small/"}}
	if err := decodeEntry(appendEntry(nil, &small), &e); err != nil {
		t.Fatal(err)
	}
	e.ID, e.Part = 0, 0
	if diff := cmp.Diff(small, e, cmpTime); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestDecodeRefuses(t *testing.T) {
	full := fullEntry()
	valid := appendEntry(nil, &full)
	for n := range len(valid) {
		if n > 4096 && n < len(valid)-4096 && n%997 != 0 {
			continue // the long strings' middles: one cut in 997 is enough
		}
		var e Entry
		if err := decodeEntry(valid[:n], &e); err == nil {
			t.Fatalf("%d of %d bytes decoded", n, len(valid))
		}
	}
	var e Entry
	if err := decodeEntry(append(valid[:len(valid):len(valid)], 0), &e); !errors.Is(err, errCorrupt) {
		t.Errorf("a trailing byte: %v, want errCorrupt", err)
	}
	if err := decodeEntry([]byte{entryVersion, 1 << 5, 0, 0}, &e); !errors.Is(err, errCorrupt) {
		t.Errorf("an unknown section: %v, want errCorrupt", err)
	}
	next := append([]byte{entryVersion + 1}, valid[1:]...)
	if err := decodeEntry(next, &e); !errors.Is(err, ErrRebuild) {
		t.Errorf("another version: %v, want ErrRebuild", err)
	}
	// A count larger than the value can hold allocates nothing.
	if err := decodeEntry([]byte{entryVersion, hasImages, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x0f}, &e); !errors.Is(err, errCorrupt) {
		t.Errorf("a huge count: %v, want errCorrupt", err)
	}
}

func FuzzDecodeEntry(f *testing.F) {
	full := fullEntry()
	full.Images[2] = "short"
	full.Videos[0].Description = "short"
	for _, e := range []Entry{{}, {URL: sitemap.URL{Loc: "https://example.com/", LastMod: time.Unix(1, 2)}}, full} {
		f.Add(appendEntry(nil, &e))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var e Entry
		if decodeEntry(b, &e) != nil {
			return
		}
		var again Entry
		if err := decodeEntry(appendEntry(nil, &e), &again); err != nil {
			t.Fatalf("re-encoded entry does not decode: %v", err)
		}
		if diff := cmp.Diff(e, again, cmpTime, cmp.Comparer(func(a, b float64) bool {
			return math.Float64bits(a) == math.Float64bits(b)
		})); diff != "" {
			t.Errorf("re-encoded entry differs (-first +again):\n%s", diff)
		}
	})
}
