// Package video finds the videos of WordPress posts for the Google video
// sitemap, as Yoast Video SEO lists them (yoast-behavior.md §9), without
// network access. It knows no SQL: package wp reads the rows, one query per
// kind for a whole batch of posts, and the results are sitemap.Video values
// for sitemap.VideoSet.
//
// Where videos come from, per post (Finder.Posts):
//
//  1. Video SEO's stored _yoast_wpseo_video_meta, when present, decides
//     alone: "none" means no video; a serialized array is the post's video
//     (Video SEO stores one), with the post meta overrides -thumbnail,
//     -duration, -rating and -not-family-friendly. A value that cannot be
//     read is reported (Result.Corrupt) and treated as absent.
//  2. Otherwise, the post's video attachments (get_attached_media('video'))
//     and what Detect finds in the content: [video] and [embed] shortcodes,
//     URLs WordPress auto-embeds (alone on a line or in a paragraph, which
//     covers wp:embed blocks), <video> elements, YouTube, Vimeo and
//     Dailymotion iframes and old Flash embeds. Several videos per post;
//     the same video found twice (same service and ID, or same file URL)
//     is listed once, as first found.
//
// What a third-party service would only tell over the network (a Vimeo
// thumbnail, durations) is not fetched: YouTube and Dailymotion thumbnails
// and every player URL are derived from the video ID, and the post's
// featured image stands in for a missing thumbnail. A video still without
// thumbnail, or without player or content URL, is left out with a Reason
// (Google rejects it), for `wpsitemap urls --explain`.
//
// Which posts are searched is the caller's business: the listed posts
// (every exclusion of the post sitemaps applied) of the post types
// Settings.PostTypes returns, posts with _yoast_wpseo_videositemap-disable
// "on" being skipped here.
package video
