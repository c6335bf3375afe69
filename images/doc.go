// Package images extracts the image URLs that a sitemap <url> entry lists as
// <image:image><image:loc>, the way Yoast SEO's WPSEO_Sitemap_Image_Parser
// collects them, changed as item 9 of the shared spec/deviations.md says.
//
// The package knows no SQL. Extraction is split in two phases so that the
// caller (package wp) can load what it needs in batches:
//
//  1. Parse scans one HTML fragment (a post_content, one part of a
//     multi-part post, or a term description) without knowing the site. The
//     Parsed result holds the usable <img> candidates in document order and
//     the [gallery] shortcodes. It is immutable and safe to cache, keyed by
//     post ID and modification time. Its AttachmentIDs and GalleryParents
//     methods say which attachment rows the caller must load.
//  2. Extractor.Post and Extractor.Content turn a Parsed into URLs, reading
//     the loaded attachments through a Library.
//
// Contract of Post (Content is the same without step 1):
//
//  1. The featured image (thumbnailID > 0): AttachmentURL of that
//     attachment's file.
//  2. Every <img> (and <image>, which HTML5 parsers read as <img>) in
//     document order. The tag is read with an HTML5 parser
//     (goquery), so entities in attributes are decoded and <img> inside
//     <noscript> is seen (scripting is off, as in PHP's DOMDocument). The
//     candidate is src (trimmed). When src is missing, blank or a data: URI
//     (a lazy-loaded image), the candidate is the first non-blank, non-data:
//     value of data-src, then data-lazy-src, else the srcset candidate with
//     the largest w or x descriptor (first one on ties). This fallback order
//     is that of the conformance check (internal/conformance, partImageURL).
//  3. Yoast's full-size upgrade: when class is non-empty, does not contain
//     "size-full", contains wp-image-N, and Library.Attachment(N) reports the
//     post, the candidate becomes AttachmentURL(file) plus the query string
//     ("?" + query) of a real src. Yoast applies this to any src that is not
//     empty in PHP's sense, a lazy-load placeholder included, so a lazy image
//     with wp-image-N lists N's full-size file even when it has no fallback,
//     and a resized copy in data-src is never listed beside its original; a
//     fallback's own query is not carried over. An empty file drops the
//     image. An <img> with neither a candidate nor an upgrade, or with an
//     empty src and no fallback, is skipped.
//  4. [gallery] shortcodes, found as WordPress's get_shortcode_regex finds
//     them and with their attributes parsed as shortcode_parse_atts does;
//     escaped [[gallery]] counts, as in Yoast. "ids" is copied to "include";
//     "id" replaces the post ID. With include: those attachments whose MIME
//     type is image/* and status "inherit". Without: Library.Children(id)
//     with the same MIME and status test, minus "exclude". Each gallery's
//     images are ordered by Date descending, then ID descending (Yoast's
//     WP_Query orders by post_date DESC, not in shortcode order). An id of 0
//     (a term description) resolves to nothing.
//
// How the caller uses it, per sitemap entry (or per batch of entries):
//
//	p := images.Parse(post.Content)          // cache by post ID + post_modified
//	ids := append(p.AttachmentIDs(), thumbnailID)
//	parents := p.GalleryParents(post.ID)     // 0 for a term description
//	lib := loadAttachments(ids, parents)     // two IN (...) queries in package wp
//	urls := x.Post(post.ID, thumbnailID, p, lib)
//
// Every candidate is then made absolute as Yoast's get_absolute_url does:
// "//host/x" gets the home scheme, "/x" gets Site.Home prefixed (a
// subdirectory home doubles its path, as in Yoast), "http://" and "https://"
// URLs are kept, anything else (relative paths, data: URIs) is dropped. A
// URL is kept only when
//   - it contains no character that WordPress's esc_url would change (the
//     escURLChanges class of internal/conformance: no spaces, brackets, quotes,
//     angle brackets, controls, characters beyond U+FFFF), is valid UTF-8
//     and holds no C1 control or U+FFFE/U+FFFF (so it is safe in XML);
//   - net/url parses it with scheme http or https and a host;
//   - its host, lower-cased and with one leading "www." removed, equals or
//     is a subdomain of the home host, of the Site.UploadsURL host, or of
//     one of Site.ExtraHosts (deviation 9 replaces Yoast's substring test).
//
// These checks apply to every URL, the featured and gallery images included
// (Yoast checked only <img>): an attachment file that yields an unsafe URL is
// dropped rather than printed.
//
// The result is deduplicated (exact string, first occurrence wins) and holds
// at most MaxPerEntry URLs. URLs are returned as found (entity-decoded,
// not percent-encoded); encoding them for <image:loc> is the renderer's job.
package images
