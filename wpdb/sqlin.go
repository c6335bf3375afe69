package wpdb

import (
	"fmt"

	"github.com/jmoiron/sqlx"
)

// sqlxIn expands a single "IN (?)" with a slice, as sqlx.In does.
func sqlxIn(q string, args ...any) (string, []any, error) {
	out, outArgs, err := sqlx.In(q, args...)
	if err != nil {
		return "", nil, fmt.Errorf("wp: build query: %w", err)
	}
	return out, outArgs, nil
}
