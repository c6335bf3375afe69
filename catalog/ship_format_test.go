package catalog_test

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"hash/crc32"
	"io"
	"maps"
	"testing"
)

// plainPage rewrites page b, as AppendPage encodes it now (format 2: the
// body deflated), in format 1, the body as it is, which holders wrote
// before: format byte, the name, the body, a CRC-32 of all that. It reads
// the layout by hand, not through the catalog.
func plainPage(t *testing.T, b []byte) []byte {
	t.Helper()
	if b[0] != 2 {
		t.Fatalf("page in format %d, want 2 (deflated)", b[0])
	}
	l, n := binary.Uvarint(b[1:])
	if n <= 0 {
		t.Fatal("no name length")
	}
	head := 1 + n + int(l)
	body, err := io.ReadAll(flate.NewReader(bytes.NewReader(b[head : len(b)-4])))
	if err != nil {
		t.Fatalf("body does not inflate: %v", err)
	}
	out := append([]byte{1}, b[1:head]...)
	out = append(out, body...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out))
}

// TestShippedPagesDeflated: the pages a holder ships are deflated, under
// half their plain size even on this small site (about a fifth at 1,000
// posts a page of cmd/wpgen's site, docs/fleet.md);
// a follower still reads the plain pages an older holder shipped, and
// serves the same bytes from either; a deflated body that does not
// inflate is refused, with the follower's store left as it was.
func TestShippedPagesDeflated(t *testing.T) {
	var c shipCase
	for _, sc := range shipCases(t) {
		if sc.name == "multipart" { // wpc_year_month: the most entries a page of the cases
			c = sc
		}
	}
	holder, snap := newHolder(t, c)
	s := ship(t, holder, snap, []byte("tracker"))
	plain := shipped{skeleton: s.skeleton, state: s.state, pages: map[string][]byte{}}
	var deflated, inflated int
	for k, b := range s.pages {
		p := plainPage(t, b)
		plain.pages[k] = p
		deflated, inflated = deflated+len(b), inflated+len(p)
	}
	t.Logf("%d pages: %d bytes deflated, %d plain", len(s.pages), deflated, inflated)
	if deflated*2 >= inflated {
		t.Errorf("pages shipped in %d bytes, not under half their %d plain bytes", deflated, inflated)
	}
	for name, sh := range map[string]shipped{"deflated": s, "plain (an older holder's)": plain} {
		f := newFollower(t, c, openEntries(t))
		fsnap, tracker := f.read(t, sh)
		if string(tracker) != "tracker" {
			t.Errorf("%s: change source's state %q", name, tracker)
		}
		sameServed(t, snap, fsnap)
	}

	// A deflated body altered, with its checksum made to match: the
	// stream does not inflate, or its entries do not decode.
	k := snap.PageKeys()[0]
	bad := bytes.Clone(s.pages[k])
	for i := len(bad) - 12; i < len(bad)-4; i++ {
		bad[i] ^= 0xff
	}
	bad = binary.BigEndian.AppendUint32(bad[:len(bad)-4], crc32.ChecksumIEEE(bad[:len(bad)-4]))
	f := newFollower(t, c, openEntries(t))
	altered := shipped{skeleton: s.skeleton, state: s.state, pages: maps.Clone(s.pages)}
	altered.pages[k] = bad
	_, _, err := f.cat.ReadShipped(context.Background(), bytes.NewReader(s.skeleton), bytes.NewReader(s.state), shippedPages(altered))
	if err == nil {
		t.Error("a page whose deflated body was altered was read")
	}
	if rev := f.cat.EntryStore().Revision(); rev != 0 {
		t.Errorf("the follower's store was committed at %d", rev)
	}
}
