package memwp

import (
	"fmt"
	"slices"
)

// Rows returns the values of columns cols of every row of table (named
// without prefix: "posts"), in primary key order, as the mysql client
// prints them: numbers and dates as text, NULL as "NULL". It is for tests
// that check what the site holds independently of the store's reads.
func (s *Site) Rows(table string, cols ...string) ([][]string, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.tables[table]
	if !ok {
		return nil, fmt.Errorf("memwp: no table %q", table)
	}
	names := make([]string, len(cols))
	for i, c := range cols {
		col, err := t.canonical(c)
		if err != nil {
			return nil, err
		}
		names[i] = col.name
	}
	key := t.sch.unique
	if t.sch.auto != "" {
		key = []string{t.sch.auto}
	}
	rows := slices.Clone(t.rows)
	slices.SortStableFunc(rows, func(a, b row) int {
		for _, k := range key {
			c, _ := t.sch.col(k)
			if d := compare(c, a[k], b[k]); d != 0 {
				return d
			}
		}
		return 0
	})
	out := make([][]string, len(rows))
	for i, r := range rows {
		vals := make([]string, len(names))
		for j, n := range names {
			v, ok := r[n]
			if !ok {
				v = "NULL"
			}
			vals[j] = v
		}
		out[i] = vals
	}
	return out, nil
}
