package catalog

// Refused returns the number of calls NoDatabase's store s refused (all
// but Prefix), those of the link caches of the snapshots over it among
// them.
func Refused(s Store) int64 { return s.(*noDatabase).asked.Load() }
