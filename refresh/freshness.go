package refresh

import (
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// How changes are found, as Freshness reports it.
const (
	ByBinlog   = "binlog"   // following the server's binary log
	ByPolling  = "polling"  // polling tables (the binary log off or not usable)
	ByFallback = "fallback" // polling tables because the binary log failed; it is tried again
)

// Freshness says how current the served sitemaps are, for /metrics and
// alerts: when the last successful check for changes started reading
// (zero before the first: a snapshot restored from the state file has not
// been checked yet), how changes are found now (ByBinlog, ByPolling,
// ByFallback; "" before the first check), and whether the last attempt to
// check or to prepare the sitemaps failed (the database unreachable, a
// table locked past the deadline).
type Freshness struct {
	Checked time.Time
	How     string
	Failing bool
}

// Freshness reports the Service's Freshness.
func (s *Service) Freshness() Freshness {
	s.mu.Lock()
	defer s.mu.Unlock()
	return Freshness{Checked: s.checkedAt, How: s.how,
		Failing: s.lastErr != nil || (s.snap == nil && s.firstErr != nil)}
}

// follower is a change source that follows the binary log and may fall
// back to polling (wpdb.Follower).
type follower interface{ Following() bool }

// sourceHow is how src finds changes. Called by the holder of the check
// token; a shared source is asked under its lock, as another catalog's
// check may poll it.
func sourceHow(src wp.ChangeSource) string {
	if c, ok := src.(*sharedSource); ok {
		c.s.mu.Lock()
		defer c.s.mu.Unlock()
		src = c.s.src
	}
	f, ok := src.(follower)
	switch {
	case !ok:
		return ByPolling
	case f.Following():
		return ByBinlog
	}
	return ByFallback
}
