//go:build race

package entrystore

// raceEnabled: the race detector makes sync.Pool drop what it is given,
// so counts of allocations say nothing of the code under test.
const raceEnabled = true
