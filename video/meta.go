package video

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// The post meta keys of Yoast Video SEO that the video sitemap reads
// (yoast-behavior.md §9.1).
const (
	keyMeta              = "_yoast_wpseo_video_meta"
	keyDisable           = "_yoast_wpseo_videositemap-disable"
	keyThumbnail         = "_yoast_wpseo_videositemap-thumbnail"
	keyDuration          = "_yoast_wpseo_videositemap-duration"
	keyRating            = "_yoast_wpseo_videositemap-rating"
	keyNotFamilyFriendly = "_yoast_wpseo_videositemap-not-family-friendly"
)

var metaKeys = []string{keyMeta, keyDisable, keyThumbnail, keyDuration, keyRating, keyNotFamilyFriendly}

// Stored is a video as Yoast Video SEO stored it in _yoast_wpseo_video_meta
// (filled at save or re-index time, with data its network calls fetched).
// Text is as stored (HTML entities included); the Finder cleans it.
type Stored struct {
	Type            string // the "type" key: youtube, vimeo, dailymotion, ...
	ID              string
	URL             string
	PlayerLoc       string
	ContentLoc      string
	ThumbnailLoc    string
	Title           string
	Description     string
	PublicationDate time.Time // zero when missing or not a date
	Duration        int       // seconds, as PHP's (int); 0 when missing
	ViewCount       int64
	Tags            []string // nil when the key is missing
	Category        string
}

// MetaError reports a _yoast_wpseo_video_meta value that could not be
// read. The Finder then treats the meta as absent (the content is searched
// instead) and returns the error in Result.Corrupt for the caller to log,
// once per post and data version.
type MetaError struct {
	PostID int64
	Err    error
}

func (e *MetaError) Error() string {
	return fmt.Sprintf("video: post %d: unreadable %s: %v", e.PostID, keyMeta, e.Err)
}

func (e *MetaError) Unwrap() error { return e.Err }

// ParseStored decodes a stored _yoast_wpseo_video_meta value. "none" (Video
// SEO's "analysed, no video") and an empty array give (nil, nil): the post
// has no video. A value that is neither "none" nor a serialized array
// (corrupt serialization, lengths that do not match, a scalar) is an error.
func ParseStored(raw string) (*Stored, error) {
	raw = strings.TrimSpace(raw)
	if raw == "none" {
		return nil, nil
	}
	if !strings.HasPrefix(raw, "a:") {
		return nil, errors.New("neither 'none' nor a serialized array")
	}
	v, err := wp.Unserialize(raw)
	if err != nil {
		return nil, err
	}
	m, ok := v.(map[any]any)
	if !ok {
		return nil, errors.New("not an array")
	}
	if len(m) == 0 {
		return nil, nil
	}
	s := func(key string) string { return strings.TrimSpace(wp.PHPString(m[key])) }
	st := &Stored{
		Type:         s("type"),
		ID:           s("id"),
		URL:          s("url"),
		PlayerLoc:    s("player_loc"),
		ContentLoc:   s("content_loc"),
		ThumbnailLoc: s("thumbnail_loc"),
		Title:        s("title"),
		Description:  s("description"),
		Category:     s("category"),
	}
	st.PublicationDate = parseDate(s("publication_date"))
	st.Duration = int(phpInt(s("duration")))
	st.ViewCount = phpInt(s("view_count"))
	switch t := m["tag"].(type) {
	case nil:
	case map[any]any:
		st.Tags = []string{}
		for _, k := range sortedKeys(t) {
			if tag := strings.TrimSpace(wp.PHPString(t[k])); tag != "" {
				st.Tags = append(st.Tags, tag)
			}
		}
	default:
		st.Tags = []string{}
		if tag := strings.TrimSpace(wp.PHPString(t)); tag != "" {
			st.Tags = append(st.Tags, tag)
		}
	}
	return st, nil
}

// found is the stored video as a Found, for the same handling as a
// detected one. What the stored array lacks but its type and ID (or its
// URL) give is derived as for a detected video: the player when there is
// neither player nor file, the thumbnail.
func (st *Stored) found() Found {
	f := Found{Source: FromMeta, Service: Service(st.Type), ID: st.ID, URL: st.URL,
		PlayerLoc: st.PlayerLoc, ContentLoc: st.ContentLoc, ThumbnailLoc: st.ThumbnailLoc}
	if f.Service == "" {
		f.Service = SelfHosted
	}
	var p provider
	ok := false
	switch f.Service {
	case YouTube:
		p, ok = youtubeVideo(st.ID)
	case Vimeo:
		p, ok = vimeoVideo([]string{st.ID}, "")
	case Dailymotion:
		p, ok = dailymotionVideo(st.ID)
	}
	if !ok {
		p, ok = parseProvider(st.URL)
	}
	if ok {
		if f.PlayerLoc == "" && f.ContentLoc == "" {
			f.PlayerLoc = p.player
		}
		if f.ThumbnailLoc == "" {
			f.ThumbnailLoc = p.thumbnail
		}
	}
	return f
}

// sortedKeys orders a PHP list's keys: integers ascending (the decoder
// loses PHP's insertion order, which for a list is key order), then
// strings.
func sortedKeys(m map[any]any) []any {
	keys := make([]any, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b any) int {
		ai, aInt := a.(int64)
		bi, bInt := b.(int64)
		switch {
		case aInt && bInt:
			return int(min(max(ai-bi, -1), 1))
		case aInt:
			return -1
		case bInt:
			return 1
		}
		return strings.Compare(wp.PHPString(a), wp.PHPString(b))
	})
	return keys
}

// phpInt is PHP's (int) of a numeric string, enough for the numbers Video
// SEO stores ("98", "98.6"); anything else is 0.
func phpInt(s string) int64 {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && f > -1e18 && f < 1e18 {
		return int64(f)
	}
	return 0
}

// dateLayouts are the forms of publication_date Video SEO stores (W3C,
// from date('c')) and the MySQL form; a date without zone is UTC.
var dateLayouts = []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02"}

// parseDate reads a stored date; the zero time when it is not one (Video
// SEO then falls back to the post's date, as the Finder does).
func parseDate(s string) time.Time {
	for _, layout := range dateLayouts {
		if t, err := time.Parse(layout, s); err == nil && t.Year() > 1 {
			return t
		}
	}
	return time.Time{}
}
