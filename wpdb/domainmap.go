package wpdb

import (
	"context"
	"fmt"

	"github.com/wpsitemap/wpsitemap/wp"
)

// domainMappings reads the legacy WordPress MU Domain Mapping plugin's
// {prefix}domain_mapping table (id, blog_id, domain, active) in id order,
// as the plugin reads its primary domain ("active = 1 LIMIT 1" in the
// table's order); nil when the table does not exist, which costs one look
// at the catalog of tables. Once Network has found the table, NetworkSum
// covers its rows, so that the network's watcher reads a mapping added,
// changed or removed.
func (db *DB) domainMappings(ctx context.Context) ([]wp.DomainMapping, error) {
	table := db.base + "domain_mapping"
	found, err := db.hasTable(ctx, table)
	if err != nil {
		return nil, err
	}
	db.mapTable.Store(found)
	if !found {
		return nil, nil
	}
	rows, err := db.x.QueryContext(ctx, `SELECT blog_id, domain, IFNULL(active, 0) = 1 FROM `+table+` ORDER BY id`)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: domain mapping: %w", err))
	}
	defer rows.Close()
	var out []wp.DomainMapping
	for rows.Next() {
		var m wp.DomainMapping
		if err := rows.Scan(&m.BlogID, &m.Domain, &m.Primary); err != nil {
			return nil, unavailable(fmt.Errorf("wp: domain mapping: %w", err))
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, unavailable(fmt.Errorf("wp: domain mapping: %w", err))
	}
	return out, nil
}
