package wpdb

import "time"

// settling reports whether the newest write (updated) is less than two
// seconds before now; both are "YYYY-MM-DD HH:MM:SS" from the server's clock.
func settling(updated, now string) bool {
	if updated == "" {
		return false
	}
	u, err1 := time.Parse(time.DateTime, updated)
	n, err2 := time.Parse(time.DateTime, now)
	if err1 != nil || err2 != nil {
		return true // unknown: rebuild rather than miss a write
	}
	return n.Sub(u) < 2*time.Second
}
