//go:build !race

package entrystore

const raceEnabled = false
