package wpdb_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestUpdateTimesPlan: the first query of every poll reads each tracked
// table's UPDATE_TIME by name, so that MariaDB opens those tables only
// ("Scanned 0 databases"), not every table of the schema ("Scanned 1
// database"). On a network each site polls, and the schema holds ten tables
// per site: opening them all on every poll of every site made a thousand-site
// network's pages wait for seconds (bench/network.sh, docs/performance.md).
func TestUpdateTimesPlan(t *testing.T) {
	db := dbtest.Open(t, "wpsitemap_wpnet_subdir")
	ctx := context.Background()
	net, err := db.Network(ctx)
	if err != nil || net == nil {
		t.Fatalf("Network: %v, %v", net, err)
	}
	for _, id := range []int64{1, 2} {
		site := db
		if id != 1 {
			site = db.ForSite(net, id)
		}
		r, err := db.SQL().QueryxContext(ctx, "EXPLAIN "+site.UpdateTimesSQL())
		if err != nil {
			t.Fatal(err)
		}
		lookups := 0
		for r.Next() {
			m := map[string]any{}
			if err := r.MapScan(m); err != nil {
				t.Fatal(err)
			}
			table, extra := fmt.Sprintf("%s", m["table"]), fmt.Sprintf("%s", m["Extra"])
			if table != "TABLES" {
				continue
			}
			lookups++
			if !strings.Contains(extra, "Scanned 0 databases") {
				t.Errorf("blog %d: information_schema.TABLES read as %q, want a lookup by name (Scanned 0 databases)", id, extra)
			}
		}
		if err := r.Err(); err != nil {
			t.Fatal(err)
		}
		r.Close()
		if lookups == 0 {
			t.Errorf("blog %d: the plan reads no information_schema.TABLES", id)
		}
		// And the poll still finds every table it tracks.
		rows, err := db.SQL().QueryContext(ctx, site.UpdateTimesSQL())
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for rows.Next() {
			var name string
			var upd *string
			if err := rows.Scan(&name, &upd); err != nil {
				t.Fatal(err)
			}
			names = append(names, name)
		}
		rows.Close()
		prefix := "wp_"
		if id != 1 {
			prefix = fmt.Sprintf("wp_%d_", id)
		}
		for _, want := range []string{prefix + "posts", prefix + "options", prefix + "term_taxonomy", "wp_users", "wp_usermeta"} {
			found := false
			for _, n := range names {
				found = found || n == want
			}
			if !found {
				t.Errorf("blog %d: the poll's tables %v lack %s", id, names, want)
			}
		}
	}
}

// TestMetaSumsPlan: the image keys' checksum, over a large share of
// wp_postmeta, scans the table in its own order (through the meta_key
// index, every row was a lookup in the table: 45 s against 7.4 s at a
// million posts); the listing keys', which few posts have, reads them
// through the meta_key index.
func TestMetaSumsPlan(t *testing.T) {
	db := dbtest.Open(t, "wpsitemap_fixtures")
	ctx := context.Background()
	w := wp.WatchFor("wp_", nil)
	// A scan in the table's order is "ALL" without a key (InnoDB's table
	// is its primary key).
	for _, c := range []struct{ kind, plan string }{{"meta_images", "ALL none"}, {"meta_list", "range meta_key"}} {
		q, args, err := db.SumSQL(c.kind, &w)
		if err != nil {
			t.Fatal(err)
		}
		r, err := db.SQL().QueryxContext(ctx, "EXPLAIN "+q, args...)
		if err != nil {
			t.Fatal(err)
		}
		var plans []string
		for r.Next() {
			m := map[string]any{}
			if err := r.MapScan(m); err != nil {
				t.Fatal(err)
			}
			key := "none"
			if m["key"] != nil {
				key = fmt.Sprintf("%s", m["key"])
			}
			plans = append(plans, fmt.Sprintf("%s %s", m["type"], key))
		}
		r.Close()
		if len(plans) != 1 || plans[0] != c.plan {
			t.Errorf("%s: the plan reads %q, want %q", c.kind, plans, c.plan)
		}
	}
}
