package video

import (
	"slices"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Settings is what the video sitemap reads of the wpseo_video option.
type Settings struct {
	postTypes []string
	stored    bool
}

// NewSettings reads the video settings of site. videositemap_posttypes
// holds the post types Video SEO covers; when it is not stored (or the
// option is missing or corrupt, which site reports in Warnings), every post
// type with a post sitemap is covered. A stored empty list, or a value that
// is not a list, covers none (Video SEO's is_videoseo_active_for_posttype).
func NewSettings(site *wp.Site) Settings {
	types, stored := site.VideoPostTypes()
	return Settings{postTypes: types, stored: stored}
}

// PostTypes returns those of listed (the post types that have a post
// sitemap, in the caller's order) whose posts the video sitemap covers.
func (s Settings) PostTypes(listed []string) []string {
	var out []string
	for _, pt := range listed {
		if !s.stored || slices.Contains(s.postTypes, pt) {
			out = append(out, pt)
		}
	}
	return out
}

// BaseName is the video sitemap's name before "-sitemap.xml": "video", or
// "yoast-video" when a post type named video exists, whose own sitemap
// would take the name (Video SEO's video_sitemap_basename).
func BaseName(postTypes []string) string {
	if slices.Contains(postTypes, "video") {
		return "yoast-video"
	}
	return "video"
}
