package site

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestMemoryLimitGrowsWithTheNetwork: the soft memory limit is 36 MiB for a
// single site and grows by 512 KiB a site on a network (536 MiB for 1,000
// sites, where bench/network.sh found the collector running without pause
// under 40 MiB); GOMEMLIMIT, when set, is left alone.
func TestMemoryLimitGrowsWithTheNetwork(t *testing.T) {
	prev := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(prev) })
	t.Setenv("GOMEMLIMIT", "") // restored after the test
	os.Unsetenv("GOMEMLIMIT")
	for _, c := range []struct {
		sites int
		want  int64
	}{
		{1, 36 << 20},
		{3, 36<<20 + 3*512<<10},
		{1000, 536 << 20},
	} {
		if got := SetMemoryLimit(c.sites); got != c.want {
			t.Errorf("SetMemoryLimit(%d) = %d MiB, want %d MiB", c.sites, got>>20, c.want>>20)
		}
		if got := debug.SetMemoryLimit(-1); got != c.want {
			t.Errorf("after SetMemoryLimit(%d) the runtime's limit is %d, want %d", c.sites, got, c.want)
		}
	}
	os.Setenv("GOMEMLIMIT", "1GiB")
	debug.SetMemoryLimit(1 << 30)
	if got := SetMemoryLimit(1000); got != 1<<30 {
		t.Errorf("with GOMEMLIMIT=1GiB: SetMemoryLimit(1000) = %d, want the limit GOMEMLIMIT set", got)
	}
}
