package wpdb_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/wpdb"
)

// TestBeyondReading: the privileges beyond reading, a role granted, and
// none for SELECT, USAGE, SHOW VIEW or PROXY.
func TestBeyondReading(t *testing.T) {
	for _, tc := range []struct {
		grants []string
		want   []string
	}{
		{[]string{"GRANT USAGE ON *.* TO `wpsitemap`@`%` IDENTIFIED BY PASSWORD '*ABC'",
			"GRANT SELECT ON `wordpress`.* TO `wpsitemap`@`%`"}, nil},
		{[]string{"GRANT SELECT, SHOW VIEW ON `wordpress`.* TO 'ro'@'localhost'",
			"GRANT PROXY ON ''@'%' TO 'ro'@'localhost' WITH GRANT OPTION"}, nil},
		{[]string{"GRANT ALL PRIVILEGES ON *.* TO `root`@`localhost` IDENTIFIED VIA mysql_native_password USING 'invalid' OR unix_socket WITH GRANT OPTION"},
			[]string{"ALL PRIVILEGES, GRANT OPTION ON *.*"}},
		{[]string{"GRANT USAGE ON *.* TO `wp`@`%`",
			"GRANT SELECT, INSERT, UPDATE (post_title, post_name), DELETE ON `wordpress`.* TO `wp`@`%`",
			"GRANT SELECT (ID, post_title) ON `wordpress`.`wp_posts` TO `wp`@`%`"},
			[]string{"INSERT, UPDATE, DELETE ON `wordpress`.*"}},
		{[]string{"GRANT `editor` TO `wp`@`%`", "GRANT USAGE ON *.* TO `wp`@`%`"},
			[]string{"role `editor` (not examined)"}},
		{[]string{"GRANT LOCK TABLES ON `wordpress`.* TO `wp`@`%`"}, []string{"LOCK TABLES ON `wordpress`.*"}},
	} {
		if d := cmp.Diff(tc.want, wpdb.BeyondReading(tc.grants)); d != "" {
			t.Errorf("BeyondReading(%q) (-want +got):\n%s", tc.grants, d)
		}
	}
}
