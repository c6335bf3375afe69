package catalog

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"maps"
	"testing"
)

// TestLastModsEncodeTheSame: the terms' and authors' lastmods encode to
// the same bytes every time (a fleet ships the state in chunks cut by
// content: a map encoded in a new order every time shipped a million-post
// site's 260 kB of terms for a one-post change), and decode to the map
// they were, as do those of a file of format 3 (a map).
func TestLastModsEncodeTheSame(t *testing.T) {
	m := map[int64]string{}
	for i := range int64(500) {
		m[i*7+1] = fmt.Sprintf("2024-01-%02d 10:00:00", i%28+1)
	}
	first := sameEveryTime(t, func(enc *gob.Encoder) error { return saveLastMods(enc, m) })
	var old bytes.Buffer
	if err := gob.NewEncoder(&old).Encode(m); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		format int
		b      []byte
	}{{stateFormat, first}, {3, old.Bytes()}} {
		got, err := restoreLastMods(&Build{stateFormat: c.format}, gob.NewDecoder(bytes.NewReader(c.b)))
		if err != nil || !maps.Equal(got, m) {
			t.Errorf("format %d: %d lastmods restored of %d, %v", c.format, len(got), len(m), err)
		}
	}
}

// TestNewsSavesTheSame: the news provider's recent posts, a set, encode to
// the same bytes every time, as the lastmods do.
func TestNewsSavesTheSame(t *testing.T) {
	p := &newsProvider{}
	recent := map[int64]bool{}
	for i := range int64(300) {
		recent[i*13+5] = true
	}
	s := &Snapshot{state: map[Provider]any{p: &newsState{recent: recent}}}
	sameEveryTime(t, func(enc *gob.Encoder) error { return p.Save(s, enc) })
}

// sameEveryTime encodes with save eleven times and fails unless every
// encoding is the first's, which it returns.
func sameEveryTime(t *testing.T, save func(*gob.Encoder) error) []byte {
	t.Helper()
	encode := func() []byte {
		var buf bytes.Buffer
		if err := save(gob.NewEncoder(&buf)); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	first := encode()
	for i := range 10 {
		if !bytes.Equal(encode(), first) {
			t.Fatalf("encoding %d differs from the first", i+2)
		}
	}
	return first
}
