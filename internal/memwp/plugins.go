package memwp

import (
	"context"

	"github.com/wpsitemap/wpsitemap/wp"
)

// LoadPlugins reads the site's active_plugins alone (wpdb.DB.LoadPlugins),
// as a site of a network without Yoast SEO is asked; the site stands alone,
// so no plugin is active network-wide.
func (s *Site) LoadPlugins(ctx context.Context) (*wp.Site, error) {
	if err := s.rlock(ctx, "load active_plugins"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	for _, r := range s.rows("options") {
		if eqCI(r["option_name"], "active_plugins") {
			s.read(1)
			return wp.PluginsSite(r["option_value"], true, ""), nil
		}
	}
	return wp.PluginsSite("", false, ""), nil
}
