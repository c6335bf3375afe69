// Package freelist keeps objects costly to make (compressors, their
// buffers) for reuse, in a list of a fixed size. Unlike a sync.Pool, whose
// objects outlive one garbage collection at most, what it holds stays
// until taken: a server collecting several times a second under its
// memory limit made a new object for most uses from a sync.Pool
// (docs/performance.md, "At 1M after patching").
package freelist

// List holds at most its size of T not in use.
type List[T any] struct{ c chan T }

// New returns a list holding at most size objects.
func New[T any](size int) *List[T] { return &List[T]{c: make(chan T, size)} }

// Get takes an object from the list; ok is false when it is empty.
func (l *List[T]) Get() (v T, ok bool) {
	select {
	case v = <-l.c:
		return v, true
	default:
		return v, false
	}
}

// Put gives v back; it is dropped when the list is full.
func (l *List[T]) Put(v T) {
	select {
	case l.c <- v:
	default:
	}
}

// Len is how many objects the list holds.
func (l *List[T]) Len() int { return len(l.c) }
