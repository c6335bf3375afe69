package every

import (
	"sync/atomic"
	"testing"
	"time"
)

// TestStart: fn runs until stop, and never after stop returns.
func TestStart(t *testing.T) {
	var n atomic.Int32
	stop := Start(time.Millisecond, func() { n.Add(1) })
	for deadline := time.Now().Add(10 * time.Second); n.Load() < 3; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("fn did not run three times")
		}
	}
	stop()
	after := n.Load()
	time.Sleep(20 * time.Millisecond)
	if got := n.Load(); got != after {
		t.Errorf("fn ran %d more times after stop returned", got-after)
	}
	Start(0, func() { t.Error("ran with d = 0") })()
}
