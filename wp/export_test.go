package wp

import "time"

// SetCost sets what the tracker believes checksum kind costs (tests of the
// pacing, whose real costs on the fixtures are a millisecond or so).
func (t *Tracker) SetCost(kind string, d time.Duration) { t.cost[kind] = d }
