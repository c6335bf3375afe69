package wp

import (
	"sort"
	"strings"
)

// Attachment is an attachment post with its file (_wp_attached_file).
type Attachment struct {
	ID       int64
	Parent   int64
	Type     string
	File     string
	MimeType string
	Status   string
	Date     string
}

// AttachmentURL is wp_get_attachment_url for an attachment whose
// _wp_attached_file is file, with uploads at baseURL (wp_upload_dir's
// baseurl) and, when known, baseDir (its basedir): a file under baseDir
// has that prefix replaced by baseURL (every occurrence, as PHP's
// str_replace); else a file holding "wp-content/uploads" gets baseURL plus
// what follows it; else baseURL + "/" + file. "" when file is empty or "0"
// (PHP's empty()). The result is not checked or made absolute.
func AttachmentURL(baseURL, baseDir, file string) string {
	if file == "" || file == "0" {
		return ""
	}
	if baseDir != "" && strings.HasPrefix(file, baseDir) {
		return strings.ReplaceAll(file, baseDir, baseURL)
	}
	const marker = "wp-content/uploads"
	if i := strings.Index(file, marker); i >= 0 {
		return baseURL + file[i+len(marker):]
	}
	return baseURL + "/" + file
}

// AttachmentURL is AttachmentURL with the site's uploads URL (the uploads
// directory is not known to the database).
func (s *Site) AttachmentURL(file string) string { return AttachmentURL(s.UploadsURL, "", file) }

// VideoPostTypes returns the post types stored in the wpseo_video option's
// videositemap_posttypes (stored as [pt => pt]: the values), sorted, and
// whether that key is stored at all. A stored value that is not an array
// gives (nil, true). When the option is missing or could not be decoded (a
// Warnings entry), it gives (nil, false): the caller applies the default.
func (s *Site) VideoPostTypes() (types []string, stored bool) {
	v, ok := s.video.get("videositemap_posttypes")
	if !ok {
		return nil, false
	}
	for _, pt := range asArray(v) {
		if name := phpString(pt); name != "" {
			types = append(types, name)
		}
	}
	sort.Strings(types)
	return types, true
}

// VideoMarkers are the strings one of which a post's content holds when it
// may embed a video: the video services' hosts, "video" ([video], <video>)
// and the video file extensions, in the cases they are written in. With
// PostQuery.VideoContent, a scan returns the content of such posts (the
// search runs in the database, binary, so other contents stay there). The
// video package's detection needs one of them (its test checks this).
var VideoMarkers = []string{"youtu", "YouTu", "YOUTU", "vimeo", "Vimeo", "VIMEO", "dailymotion", "Dailymotion",
	"dai.ly", "video", "Video", "VIDEO", ".mp4", ".MP4", ".m4v", ".M4V", ".webm", ".WEBM", ".ogv", ".OGV", ".flv", ".FLV"}
