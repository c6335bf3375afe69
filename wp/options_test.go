package wp

import (
	"strings"
	"testing"
)

// TestRolesWithCap: the capability branch of the author query matches the
// roles whose capabilities in {prefix}user_roles grant edit_posts (true),
// custom roles included, and not those that deny or lack it.
func TestRolesWithCap(t *testing.T) {
	roles := `a:4:{s:13:"administrator";a:2:{s:4:"name";s:13:"Administrator";s:12:"capabilities";a:2:{s:10:"edit_posts";b:1;s:12:"manage_links";b:1;}}` +
		`s:6:"lektor";a:2:{s:4:"name";s:6:"Lektor";s:12:"capabilities";a:1:{s:10:"edit_posts";b:1;}}` +
		`s:10:"subscriber";a:2:{s:4:"name";s:10:"Subscriber";s:12:"capabilities";a:1:{s:4:"read";b:1;}}` +
		`s:6:"banned";a:2:{s:4:"name";s:6:"Banned";s:12:"capabilities";a:1:{s:10:"edit_posts";b:0;}}}`
	s := newTestSite(t, map[string]string{"xy_user_roles": roles})
	if got := s.RolesWithCap("edit_posts"); len(got) != 0 {
		t.Errorf("another prefix's roles were read: %q", got)
	}
	raw := map[string]string{"home": "https://example.com", "xy_user_roles": roles}
	s, err := NewSite(raw, "xy_")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.RolesWithCap("edit_posts"), ","); got != "administrator,lektor" {
		t.Errorf("roles with edit_posts: %q, want administrator,lektor", got)
	}
}
