package wpdb

import (
	"regexp"
	"strings"
)

// readOnlyPrivileges are the privileges that change nothing.
// The replication ones let wpsitemap read the binary log (WPSITEMAP_BINLOG).
var readOnlyPrivileges = map[string]bool{"SELECT": true, "USAGE": true, "SHOW VIEW": true, "SHOW DATABASES": true,
	"REPLICATION SLAVE": true, "REPLICATION CLIENT": true, "BINLOG MONITOR": true}

var grantLine = regexp.MustCompile(`^GRANT (.+?) ON (.+?) TO `)

// BeyondReading returns, from the lines of SHOW GRANTS (Installation's
// Grants), the privileges beyond reading, as "ALL PRIVILEGES ON *.*"; a
// role granted to the user is named too, as its privileges are not shown.
// wpsitemap needs SELECT only (README: Database grants).
func BeyondReading(grants []string) []string {
	var out []string
	for _, g := range grants {
		m := grantLine.FindStringSubmatch(g)
		if m == nil {
			if role, ok := strings.CutPrefix(g, "GRANT "); ok && !strings.HasPrefix(g, "GRANT PROXY") {
				if name, _, ok := strings.Cut(role, " TO "); ok {
					out = append(out, "role "+name+" (not examined)")
				}
			}
			continue
		}
		if m[1] == "PROXY" {
			continue // lets the user act as another account, not change data
		}
		var more []string
		for _, p := range splitPrivileges(m[1]) {
			if !readOnlyPrivileges[p] {
				more = append(more, p)
			}
		}
		if strings.HasSuffix(g, " WITH GRANT OPTION") {
			more = append(more, "GRANT OPTION")
		}
		if len(more) > 0 {
			out = append(out, strings.Join(more, ", ")+" ON "+m[2])
		}
	}
	return out
}

// splitPrivileges splits "SELECT, UPDATE (a, b), INSERT" into privilege
// names, dropping column lists.
func splitPrivileges(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) {
			switch s[i] {
			case '(':
				depth++
				continue
			case ')':
				depth--
				continue
			case ',':
				if depth > 0 {
					continue
				}
			default:
				continue
			}
		}
		p := s[start:i]
		if j := strings.IndexByte(p, '('); j >= 0 {
			p = p[:j]
		}
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
		start = i + 1
	}
	return out
}
