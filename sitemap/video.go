package sitemap

import (
	"fmt"
	"io"
	"strconv"
	"time"
)

// videoStart is the root start tag of a video sitemap, as Yoast Video SEO
// writes it (yoast-behavior.md §9.3).
const videoStart = `<urlset xmlns="` + NamespaceSitemap + `" xmlns:video="` + NamespaceVideo + `">`

// MaxVideoTags is the most <video:tag> elements written per video (the
// schema's and Yoast's limit); further tags are dropped.
const MaxVideoTags = 32

// Video is one <video:video>. Fields are written in the schema's order; a
// zero optional field is omitted. Title and Description are written even when
// empty, as the schema requires the elements. The schema also limits Title to
// 100 and Description to 2048 characters; the writer does not truncate.
type Video struct {
	ThumbnailLoc    string    // required
	Title           string    // required element
	Description     string    // required element
	ContentLoc      string    // the video file; ContentLoc or PlayerLoc is required
	PlayerLoc       string    // the player page
	Duration        int       // seconds; written when 1..28800, the schema's range
	Rating          float64   // written when 0 < Rating <= 5
	ViewCount       int64     // written when > 0
	PublicationDate time.Time // zero: omitted
	Tags            []string  // empty strings skipped; at most MaxVideoTags written
	Category        string    // "": omitted
	FamilyFriendly  string    // "yes", "no", or "" to omit; anything else is refused
	Uploader        string    // "": omitted (and so is UploaderInfo)
	UploaderInfo    string    // the uploader's info="" URL; "": no attribute
}

// VideoURL is one <url> of a VideoSet: a page and the videos on it.
type VideoURL struct {
	Loc    string // the page's absolute URL; required
	Videos []Video
}

// VideoSet streams a Google video sitemap: a <urlset> with the video
// namespace, one <url> holding <video:video> children per page. Create it
// with NewVideoSet and finish it with Close.
type VideoSet struct {
	w *writer
}

// NewVideoSet writes the XML declaration, the stylesheet processing
// instruction (omitted when stylesheetHref is "") and the video <urlset>
// start tag into the buffer in front of w; see NewURLSet.
func NewVideoSet(w io.Writer, stylesheetHref string) (*VideoSet, error) {
	v := &VideoSet{w: newWriter(w)}
	return v, v.w.prologue(stylesheetHref, videoStart)
}

// Write appends one <url> entry:
//
//	\t<url>
//	\t\t<loc>{Loc}</loc>
//	\t\t<video:video>                                 (per video)
//	\t\t\t<video:thumbnail_loc>…</video:thumbnail_loc>
//	\t\t\t<video:title>…</video:title>
//	\t\t\t…                                           (one line per field)
//	\t\t</video:video>
//	\t</url>
//
// Text is escaped like everything else (Yoast wraps title, description, tag
// and category in CDATA; the parsed value is the same). It returns
// ErrEmptyLoc, or an error wrapping ErrInvalid for a video without a
// thumbnail, without both content and player URLs, or with a FamilyFriendly
// other than "yes", "no" or "", writing nothing in either case; ErrClosed
// after Close; otherwise the sticky error of the underlying writer, if any.
func (v *VideoSet) Write(e VideoURL) error {
	w := v.w
	if err := w.check(); err != nil {
		return err
	}
	if e.Loc == "" {
		return ErrEmptyLoc
	}
	for i, vid := range e.Videos {
		if msg := vid.validate(); msg != "" {
			return fmt.Errorf("%w: %s: video %d: %s", ErrInvalid, e.Loc, i, msg)
		}
	}
	w.raw("\t<url>\n")
	w.element("\t\t", "loc", e.Loc)
	for _, vid := range e.Videos {
		w.raw("\t\t<video:video>\n")
		vid.write(w)
		w.raw("\t\t</video:video>\n")
	}
	w.raw("\t</url>\n")
	if w.err == nil {
		w.n++
	}
	return w.err
}

func (vid *Video) validate() string {
	switch {
	case vid.ThumbnailLoc == "":
		return "no thumbnail_loc"
	case vid.ContentLoc == "" && vid.PlayerLoc == "":
		return "neither content_loc nor player_loc"
	case vid.FamilyFriendly != "" && vid.FamilyFriendly != "yes" && vid.FamilyFriendly != "no":
		return fmt.Sprintf("family_friendly %q is not yes or no", vid.FamilyFriendly)
	}
	return ""
}

// write writes the video's fields in the order of sitemap-video.xsd.
func (vid *Video) write(w *writer) {
	const in = "\t\t\t"
	w.element(in, "video:thumbnail_loc", vid.ThumbnailLoc)
	w.element(in, "video:title", vid.Title)
	w.element(in, "video:description", vid.Description)
	if vid.ContentLoc != "" {
		w.element(in, "video:content_loc", vid.ContentLoc)
	}
	if vid.PlayerLoc != "" {
		w.element(in, "video:player_loc", vid.PlayerLoc)
	}
	if vid.Duration > 0 && vid.Duration <= 28800 {
		w.intElement(in, "video:duration", int64(vid.Duration))
	}
	if vid.Rating > 0 && vid.Rating <= 5 {
		w.element(in, "video:rating", strconv.FormatFloat(vid.Rating, 'f', -1, 64))
	}
	if vid.ViewCount > 0 {
		w.intElement(in, "video:view_count", vid.ViewCount)
	}
	if !vid.PublicationDate.IsZero() {
		w.dateElement(in, "video:publication_date", vid.PublicationDate)
	}
	tags := 0
	for _, tag := range vid.Tags {
		if tag == "" || tags == MaxVideoTags {
			continue
		}
		w.element(in, "video:tag", tag)
		tags++
	}
	if vid.Category != "" {
		w.element(in, "video:category", vid.Category)
	}
	if vid.FamilyFriendly != "" {
		w.element(in, "video:family_friendly", vid.FamilyFriendly)
	}
	if vid.Uploader != "" {
		w.raw(in)
		w.raw("<video:uploader")
		if vid.UploaderInfo != "" {
			// EscapeText escapes both quotes, so its output is safe in a
			// double-quoted attribute value.
			w.raw(` info="`)
			w.text(vid.UploaderInfo)
			w.raw(`"`)
		}
		w.raw(">")
		w.text(vid.Uploader)
		w.raw("</video:uploader>\n")
	}
}

// Len reports how many entries (pages) have been written.
func (v *VideoSet) Len() int { return v.w.n }

// Flush writes the buffered bytes to the underlying writer; see URLSet.Flush.
func (v *VideoSet) Flush() error { return v.w.flush() }

// Close writes </urlset> and the trailing comment, then flushes; see
// URLSet.Close.
func (v *VideoSet) Close() error { return v.w.close("</urlset>") }
