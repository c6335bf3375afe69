package entrystore

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"time"
	"unsafe"

	"github.com/wpsitemap/wpsitemap/sitemap"
)

// An Entry is what one <url> of a sitemap page prints, stored under its
// sitemap kind and (ID, Part). The store keeps every field as given,
// except times, which come back in UTC (the writers print UTC).
type Entry struct {
	// ID is the object ID (post, term, user; 0 for a home or archive
	// entry). Part tells apart several entries of one object (the parts
	// of a multi-part post), in order; 0..math.MaxUint32.
	ID   int64
	Part int
	// URL is the entry's loc, lastmod, images and alternates.
	sitemap.URL
	// Videos are the videos of a video sitemap entry.
	Videos []sitemap.Video
	// News is the article of a news sitemap entry; nil for others.
	News *sitemap.NewsURL
}

// entryVersion is the first byte of every encoded entry: the layout that
// follows it. A value of another version is never decoded (ErrRebuild).
const entryVersion = 1

// The sections an encoded entry holds beyond its loc and lastmod, so that
// an entry without them costs one byte for all of them.
const (
	hasImages = 1 << iota
	hasAlternates
	hasVideos
	hasNews
	// hasObject: the entry is kept at a position (PutAt), and its ID and
	// Part follow, as varint and uvarint, after every other section.
	hasObject
)

// errCorrupt says an encoded entry is not what Encode writes.
var errCorrupt = errors.New("entrystore: corrupt entry")

// appendEntry appends the encoding of e to dst:
//
//	version byte, flags uvarint, loc string, lastmod time,
//	[images: n, n strings], [alternates: n, n × (hreflang, href)],
//	[videos: n, n videos], [news]
//
// a string is its length (uvarint) and bytes; a time is 0 (zero) or 1,
// then Unix seconds (varint) and nanoseconds (uvarint).
func appendEntry(dst []byte, e *Entry) []byte {
	return appendEntryAs(dst, e, false)
}

// AppendValue appends to dst the encoding of e as PutAt stores it, its
// ID and Part included: for carrying entries to another store (a fleet's
// follower), which DecodeValue reads back.
func AppendValue(dst []byte, e *Entry) []byte { return appendEntryAs(dst, e, true) }

// DecodeValue decodes value, as AppendValue wrote it, into e, reusing e's
// slices; value may be reused once it returns. A value that is not one
// whole entry is an error (one of another version wraps ErrRebuild).
func DecodeValue(value []byte, e *Entry) error {
	e.ID, e.Part = 0, 0
	return decodeEntry(value, e)
}

// appendEntryAs is appendEntry, with e's ID and Part in the value when
// object is set (an entry kept at a position: PutAt).
func appendEntryAs(dst []byte, e *Entry, object bool) []byte {
	var flags uint64
	if object {
		flags |= hasObject
	}
	if len(e.Images) > 0 {
		flags |= hasImages
	}
	if len(e.Alternates) > 0 {
		flags |= hasAlternates
	}
	if len(e.Videos) > 0 {
		flags |= hasVideos
	}
	if e.News != nil {
		flags |= hasNews
	}
	dst = append(dst, entryVersion)
	dst = binary.AppendUvarint(dst, flags)
	dst = appendString(dst, e.Loc)
	dst = appendTime(dst, e.LastMod)
	if flags&hasImages != 0 {
		dst = appendStrings(dst, e.Images)
	}
	if flags&hasAlternates != 0 {
		dst = binary.AppendUvarint(dst, uint64(len(e.Alternates)))
		for _, a := range e.Alternates {
			dst = appendString(dst, a.Hreflang)
			dst = appendString(dst, a.Href)
		}
	}
	if flags&hasVideos != 0 {
		dst = binary.AppendUvarint(dst, uint64(len(e.Videos)))
		for i := range e.Videos {
			dst = appendVideo(dst, &e.Videos[i])
		}
	}
	if flags&hasNews != 0 {
		n := e.News
		dst = appendString(dst, n.Loc)
		dst = appendString(dst, n.PublicationName)
		dst = appendString(dst, n.Language)
		dst = appendTime(dst, n.PublicationDate)
		dst = appendString(dst, n.Title)
		dst = appendString(dst, n.StockTickers)
		dst = appendStrings(dst, n.Images)
	}
	if object {
		dst = binary.AppendVarint(dst, e.ID)
		dst = binary.AppendUvarint(dst, uint64(e.Part))
	}
	return dst
}

func appendVideo(dst []byte, v *sitemap.Video) []byte {
	dst = appendString(dst, v.ThumbnailLoc)
	dst = appendString(dst, v.Title)
	dst = appendString(dst, v.Description)
	dst = appendString(dst, v.ContentLoc)
	dst = appendString(dst, v.PlayerLoc)
	dst = binary.AppendVarint(dst, int64(v.Duration))
	dst = binary.LittleEndian.AppendUint64(dst, math.Float64bits(v.Rating))
	dst = binary.AppendVarint(dst, v.ViewCount)
	dst = appendTime(dst, v.PublicationDate)
	dst = appendStrings(dst, v.Tags)
	dst = appendString(dst, v.Category)
	dst = appendString(dst, v.FamilyFriendly)
	dst = appendString(dst, v.Uploader)
	dst = appendString(dst, v.UploaderInfo)
	return dst
}

func appendString(dst []byte, s string) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(s)))
	return append(dst, s...)
}

func appendStrings(dst []byte, ss []string) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(ss)))
	for _, s := range ss {
		dst = appendString(dst, s)
	}
	return dst
}

func appendTime(dst []byte, t time.Time) []byte {
	if t.IsZero() {
		return append(dst, 0)
	}
	dst = append(dst, 1)
	dst = binary.AppendVarint(dst, t.Unix())
	return binary.AppendUvarint(dst, uint64(t.Nanosecond()))
}

// decodeEntry decodes value, as appendEntry wrote it, into e (its ID and
// Part are left alone, unless the value holds them: PutAt), reusing e's slices. Every string of e shares one
// copy of value, made here, so value may be reused once it returns.
func decodeEntry(value []byte, e *Entry) error { return decodeEntryAs(value, e, false) }

// decodeEntryAs is decodeEntry; with shared, e's strings point into value
// instead of a copy of it (the caller keeps value unchanged while e is
// used: ScanFromShared).
func decodeEntryAs(value []byte, e *Entry, shared bool) error {
	if len(value) == 0 || value[0] != entryVersion {
		if len(value) > 0 {
			return fmt.Errorf("%w: entry version %d, this build reads %d", ErrRebuild, value[0], entryVersion)
		}
		return errCorrupt
	}
	var d decoder
	if shared {
		d = decoder{s: unsafe.String(unsafe.SliceData(value), len(value)), p: 1}
	} else {
		d = decoder{s: string(value), p: 1}
	}
	flags := d.uvarint()
	e.Loc = d.string()
	e.LastMod = d.time()
	e.Images = e.Images[:0]
	e.Alternates = e.Alternates[:0]
	e.Videos = e.Videos[:0]
	e.News = nil
	if flags&hasImages != 0 {
		e.Images = d.strings(e.Images)
	}
	if flags&hasAlternates != 0 {
		n := d.count(2)
		for range n {
			e.Alternates = append(e.Alternates, sitemap.Alternate{Hreflang: d.string(), Href: d.string()})
		}
	}
	if flags&hasVideos != 0 {
		n := d.count(minVideoBytes)
		for range n {
			e.Videos = append(e.Videos, d.video())
		}
	}
	if flags&hasNews != 0 {
		e.News = &sitemap.NewsURL{Loc: d.string(), PublicationName: d.string(), Language: d.string(),
			PublicationDate: d.time(), Title: d.string(), StockTickers: d.string()}
		e.News.Images = d.strings(nil)
	}
	if flags&hasObject != 0 {
		e.ID = d.varint()
		if part := d.uvarint(); part <= math.MaxUint32 {
			e.Part = int(part)
		} else {
			d.fail()
		}
	}
	if d.err == nil && (d.p != len(d.s) || flags >= hasObject<<1) {
		d.err = errCorrupt
	}
	if len(e.Images) == 0 {
		e.Images = nil
	}
	if len(e.Alternates) == 0 {
		e.Alternates = nil
	}
	if len(e.Videos) == 0 {
		e.Videos = nil
	}
	return d.err
}

// decoder reads an encoded entry; its first error sticks, and every read
// after it returns zero values.
type decoder struct {
	s   string
	p   int
	err error
}

func (d *decoder) fail() {
	if d.err == nil {
		d.err = errCorrupt
	}
	d.p = len(d.s)
}

func (d *decoder) uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := uvarintString(d.s[d.p:])
	if n <= 0 {
		d.fail()
		return 0
	}
	d.p += n
	return v
}

func (d *decoder) varint() int64 {
	u := d.uvarint()
	x := int64(u >> 1)
	if u&1 != 0 {
		x = ^x
	}
	return x
}

// count reads a number of items of at least min bytes each, refusing one
// the rest of the value cannot hold (so that corrupt input allocates
// nothing large).
func (d *decoder) count(min int) int {
	n := d.uvarint()
	if n > uint64((len(d.s)-d.p)/min) {
		d.fail()
		return 0
	}
	return int(n)
}

func (d *decoder) string() string {
	n := d.uvarint()
	if n > uint64(len(d.s)-d.p) {
		d.fail()
		return ""
	}
	s := d.s[d.p : d.p+int(n)]
	d.p += int(n)
	return s
}

func (d *decoder) strings(dst []string) []string {
	n := d.count(1)
	for range n {
		dst = append(dst, d.string())
	}
	return dst
}

func (d *decoder) byte() byte {
	if d.err != nil || d.p >= len(d.s) {
		d.fail()
		return 0
	}
	b := d.s[d.p]
	d.p++
	return b
}

func (d *decoder) time() time.Time {
	switch d.byte() {
	case 0:
		return time.Time{}
	case 1:
		sec := d.varint()
		nsec := d.uvarint()
		if nsec >= 1e9 {
			d.fail()
			return time.Time{}
		}
		return time.Unix(sec, int64(nsec)).UTC()
	}
	d.fail()
	return time.Time{}
}

func (d *decoder) video() sitemap.Video {
	v := sitemap.Video{ThumbnailLoc: d.string(), Title: d.string(), Description: d.string(),
		ContentLoc: d.string(), PlayerLoc: d.string(), Duration: int(d.varint())}
	if d.err == nil && len(d.s)-d.p >= 8 {
		var bits uint64
		for i := 7; i >= 0; i-- {
			bits = bits<<8 | uint64(d.s[d.p+i])
		}
		v.Rating = math.Float64frombits(bits)
		d.p += 8
	} else {
		d.fail()
	}
	v.ViewCount = d.varint()
	v.PublicationDate = d.time()
	v.Tags = d.strings(nil)
	if len(v.Tags) == 0 {
		v.Tags = nil
	}
	v.Category = d.string()
	v.FamilyFriendly = d.string()
	v.Uploader = d.string()
	v.UploaderInfo = d.string()
	return v
}

// uvarintString is binary.Uvarint on a string, without copying it.
func uvarintString(s string) (uint64, int) {
	var x uint64
	var shift uint
	for i := 0; i < len(s) && i < binary.MaxVarintLen64; i++ {
		b := s[i]
		if b < 0x80 {
			if i == binary.MaxVarintLen64-1 && b > 1 {
				return 0, -(i + 1)
			}
			return x | uint64(b)<<shift, i + 1
		}
		x |= uint64(b&0x7f) << shift
		shift += 7
	}
	return 0, 0
}

// minVideoBytes is the size of the smallest encoded video: nine empty
// strings, three one-byte numbers and times, an empty tag list, and the
// eight bytes of the rating.
const minVideoBytes = 9 + 3 + 1 + 8
