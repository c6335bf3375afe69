package seo

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxURLLength is the longest <loc> or <image:loc> listed, in characters
// after EncodeURL: Google's limit, and the maxLength of the sitemap schemas.
const MaxURLLength = 2048

// Loc is what a <loc> or <image:loc> holds for the URL raw: raw encoded as
// Yoast's renderer encodes it (EncodeURL), and TooLong when the result is
// over MaxURLLength characters (such an entry is left out: the schema and
// Google refuse it).
func Loc(raw string) (string, Reason) {
	loc := EncodeURL(raw)
	if utf8.RuneCountInString(loc) > MaxURLLength {
		return loc, TooLong
	}
	return loc, Listed
}

// EncodeURL is Yoast's RFC 3986 pass over every <loc> and <image:loc>
// (WPSEO_Sitemaps_Renderer::encode_url_rfc3986, yoast-behavior.md §5.7).
//
// A URL that PHP's filter_var(FILTER_VALIDATE_URL) accepts is returned as
// it is: plain ASCII with a scheme and a valid host name, which includes the
// lowercase %xx slugs WordPress stores. Any other URL (non-ASCII characters,
// spaces, other characters PHP's URL filter drops, a host that is not a
// host name) has its path split on "/" and every segment rawurldecode'd then
// rawurlencode'd (uppercase hex; only A-Za-z0-9-_.~ stay as they are), and
// its query, if any, parsed as parse_str does and rebuilt as
// http_build_query(..., PHP_QUERY_RFC3986) does, with "&" between pairs
// (the XML writer escapes it). The scheme, the host and the fragment are
// left alone.
//
// Where this differs from PHP, on purpose: Yoast puts the new path and query
// back with str_replace, which rewrites every occurrence of the old string
// in the whole URL (a query "/" turns every "/" of the URL into "%2F=");
// here each part is replaced where it stands. A query key with "[" is kept
// as a plain key (PHP builds an array from it). A path with control
// characters is left as it is, as PHP's parse_url turns them into "_" and
// its str_replace then finds nothing to replace.
//
// Yoast then runs esc_url, which only changes characters this pass has
// already encoded; that step is not repeated here.
func EncodeURL(raw string) string {
	if validURL(raw) {
		return raw
	}
	head, path, query, tail := splitURL(raw)
	if path != "" && path != "/" && !hasControl(path) {
		segs := strings.Split(path, "/")
		for i, s := range segs {
			segs[i] = rawURLEncode(rawURLDecode(s))
		}
		path = strings.Join(segs, "/")
	}
	if len(query) > 1 {
		query = "?" + buildQuery(parseQuery(query[1:]))
	}
	return head + path + query + tail
}

// splitURL splits an absolute URL as PHP's parse_url does: head is the
// scheme and authority (the authority ends at the first "/", "?" or "#"
// after "//"), path runs to "?" or "#", query (with its "?") to "#", and
// tail is the fragment with its "#". Their concatenation is u.
func splitURL(u string) (head, path, query, tail string) {
	rest := u
	if i := strings.Index(rest, "//"); i >= 0 && (i == 0 || strings.HasSuffix(rest[:i], ":")) {
		j := strings.IndexAny(rest[i+2:], "/?#")
		if j < 0 {
			return u, "", "", ""
		}
		head, rest = rest[:i+2+j], rest[i+2+j:]
	}
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		rest, tail = rest[:i], rest[i:]
	}
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		rest, query = rest[:i], rest[i:]
	}
	return head, rest, query, tail
}

func hasControl(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f {
			return true
		}
	}
	return false
}

// queryPair is one key and value of a parsed query, in first-seen order.
type queryPair struct{ key, value string }

// parseQuery is PHP's parse_str on a query string: pairs split on "&",
// empty pieces and empty keys dropped, keys and values urldecode'd ("+" is
// a space), leading spaces of a key dropped and its spaces and dots turned
// into "_", a later value for the same key replacing the earlier one in
// place.
func parseQuery(q string) []queryPair {
	var out []queryPair
	seen := map[string]int{}
	for _, piece := range strings.Split(q, "&") {
		if piece == "" {
			continue
		}
		k, v, _ := strings.Cut(piece, "=")
		k = strings.TrimLeft(urlDecode(k), " ")
		if k == "" {
			continue
		}
		if !strings.Contains(k, "[") {
			k = strings.NewReplacer(" ", "_", ".", "_").Replace(k)
		}
		v = urlDecode(v)
		if i, ok := seen[k]; ok {
			out[i].value = v
			continue
		}
		seen[k] = len(out)
		out = append(out, queryPair{k, v})
	}
	return out
}

// buildQuery is http_build_query with PHP_QUERY_RFC3986 and "&".
func buildQuery(pairs []queryPair) string {
	var b strings.Builder
	for i, p := range pairs {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(rawURLEncode(p.key))
		b.WriteByte('=')
		b.WriteString(rawURLEncode(p.value))
	}
	return b.String()
}

const upperHex = "0123456789ABCDEF"

// rawURLEncode is PHP's rawurlencode: every byte but A-Za-z0-9-_.~ as %XX.
func rawURLEncode(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isAlnum(c) || c == '-' || c == '_' || c == '.' || c == '~' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(upperHex[c>>4])
		b.WriteByte(upperHex[c&15])
	}
	return b.String()
}

// rawURLDecode is PHP's rawurldecode: %XX (either case) becomes the byte; a
// "%" not followed by two hex digits stays.
func rawURLDecode(s string) string { return percentDecode(s, false) }

// urlDecode is PHP's urldecode: rawurldecode, and "+" is a space.
func urlDecode(s string) string { return percentDecode(s, true) }

func percentDecode(s string, plus bool) string {
	if !strings.ContainsAny(s, "%+") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' {
			if x, ok := hexPair(s[i+1:]); ok {
				b.WriteByte(x)
				i += 2
				continue
			}
		}
		switch {
		case c == '+' && plus:
			b.WriteByte(' ')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// hexPair decodes the two hex digits (either case) s starts with.
func hexPair(s string) (byte, bool) {
	if len(s) < 2 {
		return 0, false
	}
	n, err := strconv.ParseUint(s[:2], 16, 8)
	return byte(n), err == nil
}

// urlKeeps is the set of characters PHP's FILTER_SANITIZE_URL keeps:
// letters, digits and $-_.+!*'(),{}|\^~[]`<>#%";/?:@&=. FILTER_VALIDATE_URL
// fails a URL that has any other character.
var urlKeeps = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = isAlnum(byte(c)) || strings.IndexByte("$-_.+!*'(),{}|\\^~[]`<>#%\";/?:@&=", byte(c)) >= 0
	}
	return t
}()

// validURL reports whether PHP's filter_var($u, FILTER_VALIDATE_URL)
// accepts u, for the absolute URLs a sitemap lists: only characters
// FILTER_SANITIZE_URL keeps, a scheme, and for http and https a host that
// is a valid host name (labels of letters, digits and inner hyphens, at
// most 63 characters each and 253 in all) or a bracketed IPv6 address, an
// optional numeric port, and valid user information.
func validURL(u string) bool {
	for i := 0; i < len(u); i++ {
		if !urlKeeps[u[i]] {
			return false
		}
	}
	scheme, rest, ok := strings.Cut(u, "://")
	if !ok || scheme == "" || !isSchemeName(scheme) {
		return false
	}
	authority := rest
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		authority = rest[:i]
	}
	if at := strings.LastIndexByte(authority, '@'); at >= 0 {
		user, pass, _ := strings.Cut(authority[:at], ":")
		if !validUserInfo(user) || !validUserInfo(pass) {
			return false
		}
		authority = authority[at+1:]
	}
	host, port := authority, ""
	if strings.HasPrefix(host, "[") {
		end := strings.IndexByte(host, ']')
		if end < 0 {
			return false
		}
		host, port = host[:end+1], host[end+1:]
		if port != "" && port[0] != ':' {
			return false
		}
		port = strings.TrimPrefix(port, ":")
	} else if i := strings.LastIndexByte(host, ':'); i >= 0 {
		host, port = host[:i], host[i+1:]
	}
	if port != "" && !validPort(port) {
		return false
	}
	if host == "" {
		return false
	}
	if !strings.EqualFold(scheme, "http") && !strings.EqualFold(scheme, "https") {
		return true
	}
	if strings.HasPrefix(host, "[") {
		return validIPv6(host[1 : len(host)-1])
	}
	return validHostName(host)
}

func isSchemeName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isAlnum(c) && c != '+' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

func validPort(p string) bool {
	if len(p) > 5 {
		return false
	}
	n := 0
	for i := 0; i < len(p); i++ {
		if p[i] < '0' || p[i] > '9' {
			return false
		}
		n = n*10 + int(p[i]-'0')
	}
	return n <= 65535
}

// validUserInfo is PHP's is_userinfo_valid: unreserved and sub-delimiter
// characters, ":" and %XX escapes.
func validUserInfo(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isAlnum(c) || strings.IndexByte("-._~!$&'()*+,;=:", c) >= 0:
		case c == '%':
			if _, ok := hexPair(s[i+1:]); !ok {
				return false
			}
			i += 2
		default:
			return false
		}
	}
	return true
}

// validHostName is PHP's _php_filter_validate_domain with
// FILTER_FLAG_HOSTNAME.
func validHostName(h string) bool {
	h = strings.TrimSuffix(h, ".")
	if h == "" || len(h) > 253 {
		return false
	}
	for h != "" {
		label := h
		if i := strings.IndexByte(h, '.'); i >= 0 {
			label, h = h[:i], h[i+1:]
			if h == "" {
				return false // an empty last label: "a..": the trailing dot went above
			}
		} else {
			h = ""
		}
		if label == "" || len(label) > 63 || !isAlnum(label[0]) || !isAlnum(label[len(label)-1]) {
			return false
		}
		for i := 0; i < len(label); i++ {
			if !isAlnum(label[i]) && label[i] != '-' {
				return false
			}
		}
	}
	return true
}

// validIPv6 accepts hex groups and colons, with an optional dotted IPv4
// tail, as PHP's _php_filter_validate_ipv6 does for well-formed input.
func validIPv6(s string) bool {
	if s == "" || strings.Count(s, "::") > 1 {
		return false
	}
	groups := strings.Split(s, ":")
	if len(groups) > 8 {
		return false
	}
	for i, g := range groups {
		if g == "" {
			continue
		}
		if i == len(groups)-1 && strings.Contains(g, ".") {
			return validHostName(g)
		}
		if _, err := strconv.ParseUint(g, 16, 16); err != nil || len(g) > 4 {
			return false
		}
	}
	return true
}
