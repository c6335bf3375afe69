package catalog

import (
	"bytes"
	"encoding/binary"
	"iter"
)

// idList is the IDs one page lists, ascending, packed as varint deltas:
// one or two bytes a post where IDs interleave with revisions and
// attachments, where an int64 took eight. At a million posts the lists
// were 7.5 of the 11 MB a snapshot held, live for as long as it serves
// (docs/performance.md, "The per-page lists, packed").
type idList struct {
	b           []byte // varint deltas, the first from 0
	n           int
	first, last int64
}

// packIDs packs ids, at their exact size.
func packIDs(ids []int64) idList {
	var l idList
	for _, id := range ids {
		l.add(id)
	}
	l.b = bytes.Clone(l.b)
	return l
}

// add appends id.
func (l *idList) add(id int64) {
	if l.n == 0 {
		l.first = id
	}
	l.b = binary.AppendVarint(l.b, id-l.last)
	l.last = id
	l.n++
}

func (l idList) len() int { return l.n }

// all yields the IDs in order.
func (l idList) all() iter.Seq[int64] {
	return func(yield func(int64) bool) {
		var id int64
		for b := l.b; len(b) > 0; {
			d, k := binary.Varint(b)
			if k <= 0 {
				return // cannot happen: add wrote it
			}
			b = b[k:]
			id += d
			if !yield(id) {
				return
			}
		}
	}
}

// slice returns the IDs unpacked (empty, not nil, when there are none).
func (l idList) slice() []int64 {
	out := make([]int64, 0, l.n)
	for id := range l.all() {
		out = append(out, id)
	}
	return out
}

// has reports whether id is in the list.
func (l idList) has(id int64) bool {
	if l.n == 0 || id < l.first || id > l.last {
		return false
	}
	for v := range l.all() {
		if v >= id {
			return v == id
		}
	}
	return false
}
