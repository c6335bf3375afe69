package wpdb_test

import (
	"bytes"
	"context"
	"encoding/gob"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// TestPollerStateEncodesTheSame: a poller's state encodes to the same
// bytes every time it is taken and after a restore (a fleet ships it in
// content-defined chunks: a map encoded in a new order each time shipped
// the whole state for a one-post change), and a state written before the
// checksums were kept in order (PollerState.Sums) still restores to the
// same poller.
func TestPollerStateEncodesTheSame(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Variant(t, "wpsitemap_fixtures", dbtest.TempDB(t, "poller_state_test"))
	p := wpdb.NewPoller(db)
	if _, err := p.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	first, err := p.State()
	if err != nil {
		t.Fatal(err)
	}
	var st wpdb.PollerState
	if err := gob.NewDecoder(bytes.NewReader(first)).Decode(&st); err != nil {
		t.Fatal(err)
	}
	if len(st.Buckets) < 2 || st.Sums != nil || len(st.Fingerprints) < 2 || st.Hashes != nil {
		t.Fatalf("state of %d checksums in order and %d in a map: the test would prove little", len(st.Buckets), len(st.Sums))
	}
	for i := range 20 {
		again, err := p.State()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, first) {
			t.Fatalf("the state taken a %d. time differs from the first", i+2)
		}
	}
	restoredState := func(what string, state []byte) {
		t.Helper()
		q := wpdb.NewPoller(db)
		if err := q.Restore(state); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		got, err := q.State()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, first) {
			t.Errorf("%s: the restored poller's state differs from the one it was restored from", what)
		}
	}
	restoredState("restored", first)

	// The format before: every checksum in a map of maps.
	old := st
	old.Sums = map[string]map[int64]uint32{}
	for _, s := range st.Buckets {
		m := map[int64]uint32{}
		for i, b := range s.Buckets {
			m[b] = s.Sums[i]
		}
		old.Sums[s.Name] = m
	}
	old.Buckets, old.Ordered = nil, false
	old.Hashes, old.Updated, old.Settling, old.MaxKey = mapOf(st.Fingerprints), mapOf(st.Times), mapOf(st.Settle), mapOf(st.Ends)
	old.Fingerprints, old.Times, old.Settle, old.Ends = nil, nil, nil, nil
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(old); err != nil {
		t.Fatal(err)
	}
	restoredState("restored from the format before", buf.Bytes())
}

// mapOf is l as a map.
func mapOf[V any](l []wpdb.Named[V]) map[string]V {
	m := map[string]V{}
	for _, nv := range l {
		m[nv.Name] = nv.Value
	}
	return m
}
