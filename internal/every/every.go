// Package every runs a function at an interval in the background until it
// is stopped: the progress lines of a long preparation.
package every

import (
	"sync"
	"time"
)

// Start calls fn every d until the returned stop is called; stop waits
// for a call under way, so nothing runs after it returns. d <= 0: never.
func Start(d time.Duration, fn func()) (stop func()) {
	if d <= 0 {
		return func() {}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				fn()
			case <-done:
				return
			}
		}
	}()
	return func() { close(done); wg.Wait() }
}
