package procmem

import (
	"os"
	"testing"
)

func TestRead(t *testing.T) {
	self, err := Read(0)
	if err != nil {
		t.Fatal(err)
	}
	byPID, err := Read(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	// A Go test binary holds a few MiB at the least; its high-water mark
	// is never below what it holds, and the parts add up to the whole.
	for _, m := range []Memory{self, byPID} {
		if m.RSS < 1 || m.HWM < m.RSS || m.Anon <= 0 || m.File <= 0 || m.Anon+m.File > m.RSS+1 {
			t.Errorf("implausible memory %+v", m)
		}
	}
	if _, err := Read(-1); err == nil {
		t.Error("Read(-1) gave no error")
	}
}
