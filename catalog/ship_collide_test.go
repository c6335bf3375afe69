package catalog_test

import (
	"testing"
)

// TestShippedSameRevisionOtherPages: two holders in turn (a takeover)
// each commit their first snapshot at revision 1, with pages of other
// names. A follower that restored the first holder's revision 1 restores
// the second's, also revision 1: it fetches the pages it lacks, and serves
// the second holder's bytes from its store (the commit at a revision its
// store was already at must not leave it reading the view of before).
func TestShippedSameRevisionOtherPages(t *testing.T) {
	c := shipCases(t)[0]
	h1, s1 := newHolder(t, c)
	h2, s2 := newHolder(t, c)
	if s1.StoreRevision() != s2.StoreRevision() {
		t.Fatalf("test broken: the holders' revisions %d and %d differ", s1.StoreRevision(), s2.StoreRevision())
	}
	f := newFollower(t, c, openEntries(t))
	first, _ := f.read(t, ship(t, h1, s1, nil))
	sameServed(t, s1, first)
	f.fetched = nil
	second, _ := f.read(t, ship(t, h2, s2, nil))
	if len(f.fetched) == 0 {
		t.Fatal("test broken: the second holder's pages have the first's names")
	}
	sameServed(t, s2, second)
}
