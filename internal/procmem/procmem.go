// Package procmem reads a process's memory from Linux's /proc, for the
// benchmarks that report what a process holds resident.
package procmem

import (
	"os"
	"strconv"
	"strings"
)

// Memory is a process's memory, in MiB, as /proc/PID/status gives it.
type Memory struct {
	RSS  float64 // VmRSS: resident now
	HWM  float64 // VmHWM: the most resident so far
	Anon float64 // RssAnon: the resident heaps and caches
	File float64 // RssFile: the resident pages of mapped files
}

// Read reads the memory of process pid; 0: this process.
func Read(pid int) (Memory, error) {
	name := "self"
	if pid != 0 {
		name = strconv.Itoa(pid)
	}
	b, err := os.ReadFile("/proc/" + name + "/status")
	if err != nil {
		return Memory{}, err
	}
	var m Memory
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		kb, _ := strconv.ParseFloat(f[1], 64)
		switch f[0] {
		case "VmRSS:":
			m.RSS = kb / 1024
		case "VmHWM:":
			m.HWM = kb / 1024
		case "RssAnon:":
			m.Anon = kb / 1024
		case "RssFile:":
			m.File = kb / 1024
		}
	}
	return m, nil
}
