package images

import (
	"cmp"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/wpsitemap/wpsitemap/wp"
)

// MaxPerEntry is the most image URLs one sitemap <url> lists (the limit of
// Google's image sitemap extension); Post and Content stop there.
const MaxPerEntry = 1000

// Site is what extraction needs to know about the WordPress site.
type Site struct {
	// Home is the stored home option, e.g. "https://example.com" or
	// "https://example.com/blog"; a trailing "/" is ignored. Its scheme
	// completes "//host" URLs and it prefixes "/path" URLs.
	Home string
	// UploadsURL is the uploads base URL, wp_upload_dir()'s baseurl, e.g.
	// "https://example.com/wp-content/uploads", used as given. Its host is
	// accepted like the home host: attachment URLs are built on it.
	UploadsURL string
	// UploadsDir is the uploads base directory (basedir), e.g.
	// "/var/www/html/wp-content/uploads"; "" when unknown.
	UploadsDir string
	// ExtraHosts are further accepted hosts, such as a CDN (deviation 9),
	// with their subdomains. A leading "www." or "." is ignored.
	ExtraHosts []string
}

// Attachment is one attachment post as the caller loaded it.
type Attachment struct {
	ID       int64
	Parent   int64  // post_parent
	File     string // post meta _wp_attached_file, e.g. "2022/02/photo-a.jpg"; may be ""
	MimeType string // post_mime_type
	Status   string // post_status, "inherit" for a normal attachment
	Date     string // post_date "YYYY-MM-DD HH:MM:SS"
}

// Library gives access to the attachments the caller loaded for one call:
// those named by Parsed.AttachmentIDs and the featured image (Attachment),
// and the children of Parsed.GalleryParents (Children).
type Library interface {
	// Attachment returns the post with this ID. Yoast upgrades a wp-image-N
	// <img> when post N exists, whatever its type; a non-attachment post
	// has no file, so Yoast then drops the image. A Library that knows only
	// attachments keeps the original src in that rare case instead.
	Attachment(id int64) (Attachment, bool)
	// Children returns the attachments whose post_parent is parent, in any
	// order.
	Children(parent int64) []Attachment
}

// Extractor turns Parsed fragments into image URLs for one site. It is
// immutable and safe for concurrent use.
type Extractor struct {
	home       string   // Home without trailing "/"
	scheme     string   // scheme of Home
	hosts      []string // accepted hosts: lower-case, without leading "www."
	uploadsURL string
	uploadsDir string
}

// NewExtractor checks site and returns its Extractor. Home must be an
// absolute http or https URL with a host; UploadsURL must not be empty.
func NewExtractor(site Site) (*Extractor, error) {
	home := strings.TrimRight(site.Home, "/")
	hu, err := url.Parse(home)
	if err != nil {
		return nil, fmt.Errorf("images: home %q: %w", site.Home, err)
	}
	if (hu.Scheme != "http" && hu.Scheme != "https") || hu.Hostname() == "" ||
		hu.User != nil || hu.RawQuery != "" || hu.Fragment != "" || hu.Opaque != "" {
		return nil, fmt.Errorf("images: home %q is not an absolute http(s) URL without query or user", site.Home)
	}
	x := &Extractor{home: home, scheme: hu.Scheme, uploadsURL: site.UploadsURL, uploadsDir: site.UploadsDir}
	if err := x.addHost(hu.Hostname()); err != nil {
		return nil, fmt.Errorf("images: home %q: %w", site.Home, err)
	}
	if site.UploadsURL == "" {
		return nil, errors.New("images: empty uploads URL")
	}
	if uu, err := url.Parse(site.UploadsURL); err == nil && (uu.Scheme == "http" || uu.Scheme == "https") && uu.Hostname() != "" {
		if err := x.addHost(uu.Hostname()); err != nil {
			return nil, fmt.Errorf("images: uploads URL %q: %w", site.UploadsURL, err)
		}
	}
	for _, h := range site.ExtraHosts {
		if strings.ContainsAny(h, "/:@?#[]\\ \t\r\n") {
			return nil, fmt.Errorf("images: extra host %q: want a bare host name such as cdn.example.com", h)
		}
		if err := x.addHost(strings.TrimPrefix(h, ".")); err != nil {
			return nil, fmt.Errorf("images: extra host %q: %w", h, err)
		}
	}
	return x, nil
}

func (x *Extractor) addHost(h string) error {
	h = normHost(h)
	if h == "" {
		return errors.New("empty host")
	}
	if !slices.Contains(x.hosts, h) {
		x.hosts = append(x.hosts, h)
	}
	return nil
}

// normHost lower-cases a host and removes one leading "www.", as
// the conformance check (internal/conformance, imageHostOK) does on both sides.
func normHost(h string) string {
	h = strings.ToLower(h)
	return strings.TrimPrefix(h, "www.")
}

// AttachmentURL is Yoast's image_url for an attachment file
// (_wp_attached_file): the UploadsDir prefix replaced by UploadsURL (every
// occurrence, as PHP's str_replace), else UploadsURL plus what follows
// "wp-content/uploads", else UploadsURL + "/" + file. "" when file is empty
// (or "0", PHP's empty()). The result is not yet made absolute or checked.
func (x *Extractor) AttachmentURL(file string) string {
	return wp.AttachmentURL(x.uploadsURL, x.uploadsDir, file)
}

// Post returns the image URLs of one post entry in Yoast's order: the
// featured image (when thumbnailID > 0), then the <img> of p in document
// order, then its [gallery] images; deduplicated, at most MaxPerEntry.
// p is the Parse of the post's whole post_content. lib may be nil when p
// needs no attachments and thumbnailID is 0. The result is nil when there
// are no images.
func (x *Extractor) Post(postID, thumbnailID int64, p Parsed, lib Library) []string {
	var c collector
	if thumbnailID > 0 && lib != nil {
		if a, ok := lib.Attachment(thumbnailID); ok {
			c.add(x.accept(x.AttachmentURL(a.File)))
		}
	}
	x.content(&c, postID, p, lib)
	return c.list
}

// Content returns the image URLs of one fragment alone, without a featured
// image: a part of a multi-part post (postID is the post's ID, for
// [gallery] without ids), or a term description (postID 0, so that such a
// gallery resolves to nothing, as in Yoast's get_term_images).
func (x *Extractor) Content(postID int64, p Parsed, lib Library) []string {
	var c collector
	x.content(&c, postID, p, lib)
	return c.list
}

func (x *Extractor) content(c *collector, postID int64, p Parsed, lib Library) {
	for _, im := range p.imgs {
		if c.full() {
			return
		}
		src := im.src
		if im.upgrade > 0 && lib != nil {
			if a, ok := lib.Attachment(im.upgrade); ok {
				q := ""
				if !im.lazy {
					q = rawQuery(src)
				}
				src = x.AttachmentURL(a.File)
				if src == "" {
					continue // Yoast: '' (+ '?query') is relative and dropped
				}
				if q != "" {
					src += "?" + q
				}
			}
		}
		c.add(x.accept(src))
	}
	if len(p.galleries) == 0 || lib == nil {
		return
	}
	// A gallery without include lists the children of a post, however short
	// the shortcode: so that content repeating [gallery] thousands of times
	// stays cheap, each parent's images are fetched, sorted and checked once
	// per call, and a repeat of a whole parent gallery is skipped.
	var byParent map[int64]*parentGallery
	for _, g := range p.galleries {
		var imgs []galleryImage
		if g.hasInclude {
			imgs = x.galleryImages(includedImages(g.include, lib))
		} else if parent, ok := g.parent(postID); ok {
			pg := byParent[parent]
			if pg == nil {
				pg = &parentGallery{imgs: x.galleryImages(childImages(parent, lib))}
				if byParent == nil {
					byParent = make(map[int64]*parentGallery)
				}
				byParent[parent] = pg
			} else if pg.listedWhole {
				continue
			}
			pg.listedWhole = pg.listedWhole || len(g.exclude) == 0
			imgs = pg.imgs
		}
		for _, im := range imgs {
			if c.full() {
				return
			}
			if !slices.Contains(g.exclude, im.id) {
				c.add(im.url)
			}
		}
	}
}

// parentGallery is what one call knows of a parent's gallery.
type parentGallery struct {
	imgs        []galleryImage
	listedWhole bool // a gallery without exclude listed all of imgs already
}

// galleryImage is one gallery attachment with its checked URL ("" when
// dropped).
type galleryImage struct {
	id  int64
	url string
}

func (x *Extractor) galleryImages(atts []Attachment) []galleryImage {
	out := make([]galleryImage, len(atts))
	for i, a := range atts {
		out[i] = galleryImage{a.ID, x.accept(x.AttachmentURL(a.File))}
	}
	return out
}

// includedImages returns the gallery images among the attachments ids (a
// [gallery] include list), ordered as Yoast's WP_Query orders them.
func includedImages(ids []int64, lib Library) []Attachment {
	var atts []Attachment
	for _, id := range ids {
		if a, ok := lib.Attachment(id); ok && isGalleryImage(a) {
			atts = append(atts, a)
		}
	}
	sortGallery(atts)
	return atts
}

// childImages returns the gallery images attached to parent, ordered as
// Yoast's WP_Query orders them.
func childImages(parent int64, lib Library) []Attachment {
	var atts []Attachment
	for _, a := range lib.Children(parent) {
		if isGalleryImage(a) {
			atts = append(atts, a)
		}
	}
	sortGallery(atts)
	return atts
}

// sortGallery orders by post_date DESC, as WP_Query's default; ID DESC
// breaks ties, which MariaDB leaves undefined.
func sortGallery(atts []Attachment) {
	slices.SortFunc(atts, func(a, b Attachment) int {
		if c := cmp.Compare(b.Date, a.Date); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
}

// isGalleryImage is the gallery query's filter: post_status = 'inherit' and
// post_mime_type LIKE 'image/%', compared without case as MySQL's default
// collations compare.
func isGalleryImage(a Attachment) bool {
	return strings.EqualFold(a.Status, "inherit") && len(a.MimeType) >= 6 && strings.EqualFold(a.MimeType[:6], "image/")
}

// rawQuery is PHP's parse_url(src, PHP_URL_QUERY): the text after the first
// "?" and before the "#" that ends the URL.
func rawQuery(src string) string {
	if i := strings.IndexByte(src, '#'); i >= 0 {
		src = src[:i]
	}
	if i := strings.IndexByte(src, '?'); i >= 0 {
		return src[i+1:]
	}
	return ""
}

// accept makes src absolute as Yoast's get_absolute_url does and applies
// the checks every listed URL passes (see the package doc). It returns ""
// when src is dropped.
func (x *Extractor) accept(src string) string {
	var u string
	switch {
	case strings.HasPrefix(src, "//"):
		u = x.scheme + ":" + src
	case strings.HasPrefix(src, "/"):
		u = x.home + src
	case strings.HasPrefix(src, "http://"), strings.HasPrefix(src, "https://"):
		u = src
	default:
		return "" // relative without "/", data: URIs, other schemes
	}
	if !escURLSafe(u) {
		return ""
	}
	pu, err := url.Parse(u)
	if err != nil || (pu.Scheme != "http" && pu.Scheme != "https") || pu.Host == "" {
		return ""
	}
	if !x.hostOK(pu.Hostname()) {
		return ""
	}
	return u
}

// KeepsImage reports whether an image at imageURL is on a host whose
// images the sitemaps keep (hostOK): what `wpsitemap diff` counts as
// deviation 9.
func (x *Extractor) KeepsImage(imageURL string) bool {
	u, err := url.Parse(imageURL)
	return err == nil && x.hostOK(u.Hostname())
}

// hostOK is the host rule of deviation 9: the host, lower-cased and without
// a leading "www.", equals an accepted host or is a subdomain of one.
func (x *Extractor) hostOK(host string) bool {
	h := normHost(host)
	if h == "" {
		return false
	}
	for _, a := range x.hosts {
		if h == a || len(h) > len(a) && h[len(h)-len(a)-1] == '.' && h[len(h)-len(a):] == a {
			return true
		}
	}
	return false
}

// escURLSafe reports whether u contains only characters that WordPress's
// esc_url keeps unchanged, as internal/conformance's escURLChanges tests them
// (code points, so nothing beyond U+FFFF), and that XML allows: valid UTF-8,
// no C0 or C1 controls, no U+FFFE or U+FFFF.
func escURLSafe(u string) bool {
	for i := 0; i < len(u); {
		c := u[i]
		if c < utf8.RuneSelf {
			if !escASCII[c] {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(u[i:])
		if r == utf8.RuneError && size == 1 || r <= 0x9f || r >= 0xfffe {
			return false
		}
		i += size
	}
	return true
}

// escASCII marks the ASCII characters of [A-Za-z0-9\-~+_.?#=!&;,/:%@$|*'()].
var escASCII = func() (t [utf8.RuneSelf]bool) {
	for c := byte('a'); c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = true, true
	}
	for c := byte('0'); c <= '9'; c++ {
		t[c] = true
	}
	for _, c := range []byte("-~+_.?#=!&;,/:%@$|*'()") {
		t[c] = true
	}
	return t
}()

// collector gathers unique URLs up to MaxPerEntry.
type collector struct{ uniq[string] }

func (c *collector) full() bool { return len(c.list) >= MaxPerEntry }

func (c *collector) add(u string) {
	if u != "" && !c.full() {
		c.insert(u)
	}
}

// uniq collects distinct values in order of first appearance. It scans
// linearly while small (the usual case: a handful of images) and switches to
// a map as it grows, so that hostile content with thousands of images or IDs
// stays linear.
type uniq[T comparable] struct {
	list []T
	seen map[T]struct{}
}

func (u *uniq[T]) insert(v T) {
	const linear = 16
	if u.seen == nil {
		if slices.Contains(u.list, v) {
			return
		}
		u.list = append(u.list, v)
		if len(u.list) > linear {
			u.seen = make(map[T]struct{}, 2*linear)
			for _, w := range u.list {
				u.seen[w] = struct{}{}
			}
		}
		return
	}
	if _, dup := u.seen[v]; !dup {
		u.seen[v] = struct{}{}
		u.list = append(u.list, v)
	}
}
