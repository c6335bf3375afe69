package site

import (
	"os"
	"runtime/debug"
)

// memoryLimit is the Go runtime's soft memory limit unless GOMEMLIMIT sets
// another. The service's own bounds (page cache, content budget, render
// slots, see docs/security.md) keep what it holds at once to a few tens of
// MiB; the limit makes the garbage collector reclaim short bursts (a 10 MB
// post, a page of entries with a thousand images each) before the heap
// doubles, so that the process stays within 64 MiB with the 25-34 MiB of
// its own binary that are resident beside the heap (40 MiB left it at
// 61-64 MiB under faults/TestHostileMemory; docs/performance.md, "The
// per-page lists, packed, and a lower memory limit"). It is soft: past it
// the collector works harder (at most half the CPU), nothing fails.
const memoryLimit = 36 << 20

// siteMemory is what the soft memory limit grows by for each site of a
// network: each site in use holds its own snapshot, link caches and change
// tracker (0.16-0.27 MiB resident each on bench/network.sh's small sites,
// about 145 MB live with 999 in use), which the service's bounds do not
// cover; under a 40 MiB limit the collector then runs without pause.
const siteMemory = 512 << 10

// SetMemoryLimit sets the soft memory limit for a process serving sites
// sites (1 for a single site), unless GOMEMLIMIT says otherwise, and
// returns the limit in force.
func SetMemoryLimit(sites int) int64 {
	if _, set := os.LookupEnv("GOMEMLIMIT"); set {
		return debug.SetMemoryLimit(-1)
	}
	limit := int64(memoryLimit)
	if sites > 1 {
		limit += int64(sites) * siteMemory
	}
	debug.SetMemoryLimit(limit)
	return limit
}
