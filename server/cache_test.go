package server

import (
	"strconv"
	"testing"
)

// TestPageCacheResize: a smaller budget drops the least recently used
// pages at once, and later puts stay within it.
func TestPageCacheResize(t *testing.T) {
	c := newPageCache(10 << 10)
	for i := range 10 {
		c.put(&page{key: strconv.Itoa(i), gz: make([]byte, 1<<10), size: 1 << 10})
	}
	if n, b := c.stats(); n != 10 || b != 10<<10 {
		t.Fatalf("before: %d pages, %d bytes; want 10, 10240", n, b)
	}
	c.last("0") // the oldest, now the most recently used
	c.resize(4 << 10)
	if n, b := c.stats(); n != 4 || b != 4<<10 {
		t.Errorf("after resize: %d pages, %d bytes; want 4, 4096", n, b)
	}
	for _, k := range []string{"0", "9", "8", "7"} {
		if _, ok := c.last(k); !ok {
			t.Errorf("page %s dropped; want the four most recently used kept", k)
		}
	}
	c.put(&page{key: "new", gz: make([]byte, 1<<10), size: 1 << 10})
	if n, b := c.stats(); n != 4 || b != 4<<10 {
		t.Errorf("after a put: %d pages, %d bytes; want 4, 4096", n, b)
	}
}
