package freelist

import "testing"

// TestList: what is put is got back, at most size objects are kept, and
// an empty list says so.
func TestList(t *testing.T) {
	l := New[*int](2)
	if _, ok := l.Get(); ok {
		t.Fatal("an empty list gave an object")
	}
	a, b, c := new(int), new(int), new(int)
	l.Put(a)
	l.Put(b)
	l.Put(c) // dropped: full
	if l.Len() != 2 {
		t.Fatalf("%d kept, want 2", l.Len())
	}
	got := map[*int]bool{}
	for range 2 {
		v, ok := l.Get()
		if !ok {
			t.Fatal("a list of two gave nothing")
		}
		got[v] = true
	}
	if !got[a] || !got[b] || got[c] {
		t.Errorf("got back %v, want a and b", got)
	}
	if _, ok := l.Get(); ok {
		t.Error("the list gave a third object")
	}
}
