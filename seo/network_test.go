package seo

import (
	"testing"

	"github.com/wpsitemap/wpsitemap/wp"
)

func TestSiteClosed(t *testing.T) {
	for _, c := range []struct {
		name   string
		site   wp.NetworkSite
		closed bool
		msg    string
	}{
		{"open", wp.NetworkSite{Public: true}, false, ""},
		{"not public is the site's own business", wp.NetworkSite{}, false, ""},
		{"archived", wp.NetworkSite{Public: true, Archived: true}, true, "This site has been archived or suspended."},
		{"spam", wp.NetworkSite{Public: true, Spam: true}, true, "This site has been archived or suspended."},
		{"deleted", wp.NetworkSite{Public: true, Deleted: true}, true, "This site is no longer available."},
		{"deleted and archived", wp.NetworkSite{Deleted: true, Archived: true}, true, "This site is no longer available."},
	} {
		closed, msg := SiteClosed(c.site)
		if closed != c.closed || msg != c.msg {
			t.Errorf("%s: SiteClosed = %v, %q; want %v, %q", c.name, closed, msg, c.closed, c.msg)
		}
	}
}
