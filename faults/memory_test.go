package faults

import (
	"regexp"
	"sync"
	"testing"
	"time"
)

// TestHostileMemory (issue 13 item 4): 32 clients at once fetch every post
// sitemap page of a site with 10 MiB posts, a post with 20,000 images and
// 300 posts of 1,000 images, with the default settings and with the page
// cache off; every answer is a 200 and the process's peak resident memory
// (VmHWM) stays within 64 MiB.
func TestHostileMemory(t *testing.T) {
	for _, cache := range []string{"on", "off"} {
		t.Run("cache="+cache, func(t *testing.T) { hostileLoad(t, "WPSITEMAP_CACHE="+cache) })
	}
}

func hostileLoad(t *testing.T, env ...string) {
	s := startService(t, dbHostile, append(env, "WPSITEMAP_ENTRIES_PER_PAGE=10", "WPSITEMAP_DB_TIMEOUT=60s")...)
	index := s.waitStatus("/sitemap_index.xml", 200, 60*time.Second)
	var paths []string
	for _, m := range regexp.MustCompile(`<loc>https?://[^/<]+(/post-sitemap\d*\.xml)</loc>`).FindAllStringSubmatch(index.body, -1) {
		paths = append(paths, m[1])
	}
	if len(paths) < 30 {
		t.Fatalf("%d post sitemap pages, want the hostile database's 35", len(paths))
	}
	const clients = 32
	var wg sync.WaitGroup
	var mu sync.Mutex
	failed, requests := 0, 0
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			for i := range paths {
				p := paths[(c+i)%len(paths)]
				var hdr []string
				if c%2 == 1 {
					hdr = []string{"Accept-Encoding", "gzip"}
				}
				r := s.get(p, 120*time.Second, hdr...)
				mu.Lock()
				requests++
				if r.err != nil || r.status != 200 {
					failed++
					if failed <= 5 {
						t.Errorf("%s: %d %v", p, r.status, r.err)
					}
				}
				mu.Unlock()
			}
		}(c)
	}
	wg.Wait()
	hwm := s.vmHWM()
	t.Logf("peak resident memory (VmHWM) after %d requests by %d clients over %d pages: %.1f MiB", requests, clients, len(paths), float64(hwm)/(1<<20))
	if failed > 0 {
		t.Errorf("%d of %d requests failed", failed, requests)
	}
	if hwm > 64<<20 {
		t.Errorf("peak resident memory %.1f MiB, want at most 64 MiB", float64(hwm)/(1<<20))
	}
}
