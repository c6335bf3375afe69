package catalog

import "testing"

// TestHeldBytes: what the lists of the post-type sitemaps hold, which the
// server takes from the page cache's budget: here 5 bytes per listed post
// (an ID packed as a delta of 1, a lastmod), with no room to spare once
// clipped.
func TestHeldBytes(t *testing.T) {
	k := &idPages{}
	for i := range 3000 {
		k.add(i/1000, int64(i+1), "2024-01-02 03:04:05")
	}
	k.clip()
	s := &Snapshot{Sitemaps: []*Sitemap{
		{Name: "post", Data: &typeData{idPages: k}},
		{Name: "category"},
	}}
	got, lo := s.HeldBytes(), int64(3000*5)
	if got < lo || got > lo*5/4 {
		t.Errorf("HeldBytes = %d, want about %d", got, lo)
	}
}
