package images

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// conformanceData is testdata/year-month.json. It was produced by
// testdata/gen-year-month.py, which reads
//   - the database of the conformance scenario year-month
//     (testdata/conformance/year-month/db.sql at the repository's root,
//     loaded into MariaDB as wpc_year_month) with the mysql client: home, siteurl, every post, page
//     and book with its post_content and _thumbnail_id, every attachment
//     with _wp_attached_file, every term description;
//   - the images Yoast SEO 21.1 listed in the captured post-, page-, book-,
//     category-, post_tag- and genre-sitemap*.xml bodies, transformed by
//     the reference checker compare.py's own build_yoast_expectations as deviations.md
//     9 requires (duplicates removed, off-host URLs dropped, the
//     expected-overrides.json additions added), in Yoast's order;
//   - the part URLs of multi-part posts from expected-meta.json, with the
//     part's content split as WordPress's setup_postdata splits it.
//
// Regenerate with:
//
//	python3 images/testdata/gen-year-month.py SCENARIO_DIR > images/testdata/year-month.json
type conformanceData struct {
	Site struct {
		Home       string `json:"home"`
		UploadsURL string `json:"uploads_url"`
	} `json:"site"`
	Attachments []struct {
		ID       int64  `json:"id"`
		Parent   int64  `json:"parent"`
		File     string `json:"file"`
		MimeType string `json:"mime_type"`
		Status   string `json:"status"`
		Date     string `json:"date"`
	} `json:"attachments"`
	Entries []struct {
		Sitemap     string   `json:"sitemap"`
		Loc         string   `json:"loc"`
		PostID      int64    `json:"post_id"`
		TermID      int64    `json:"term_id"`
		ThumbnailID int64    `json:"thumbnail_id"`
		Content     string   `json:"content"`
		Want        []string `json:"want"`
	} `json:"entries"`
	Parts []struct {
		Loc     string   `json:"loc"`
		PostID  int64    `json:"post_id"`
		Part    int      `json:"part"`
		Content string   `json:"content"`
		Want    []string `json:"want"`
	} `json:"parts"`
}

// batchLib is a Library loaded the way package wp is meant to load it: only
// the IDs that Parsed asks for, in one batch per kind.
type batchLib struct {
	byID     map[int64]Attachment
	children map[int64][]Attachment
}

func loadBatch(all []Attachment, ids, parents []int64) batchLib {
	l := batchLib{byID: map[int64]Attachment{}, children: map[int64][]Attachment{}}
	for _, a := range all {
		for _, id := range ids {
			if a.ID == id {
				l.byID[id] = a
			}
		}
		for _, p := range parents {
			if a.Parent == p {
				l.children[p] = append(l.children[p], a)
			}
		}
	}
	return l
}

func (l batchLib) Attachment(id int64) (Attachment, bool) { a, ok := l.byID[id]; return a, ok }
func (l batchLib) Children(parent int64) []Attachment     { return l.children[parent] }

func TestConformanceYearMonth(t *testing.T) {
	raw, err := os.ReadFile("testdata/year-month.json")
	if err != nil {
		t.Fatal(err)
	}
	var d conformanceData
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatal(err)
	}
	x := newTestExtractor(t, Site{Home: d.Site.Home, UploadsURL: d.Site.UploadsURL})
	var all []Attachment
	for _, a := range d.Attachments {
		all = append(all, Attachment{ID: a.ID, Parent: a.Parent, File: a.File, MimeType: a.MimeType, Status: a.Status, Date: a.Date})
	}
	if len(d.Entries) == 0 || len(all) == 0 {
		t.Fatal("testdata/year-month.json holds no entries or attachments")
	}
	withImages := 0
	for _, e := range d.Entries {
		t.Run(e.Loc, func(t *testing.T) {
			p := Parse(e.Content)
			var got []string
			if e.TermID != 0 { // a term: description only, postID 0
				lib := loadBatch(all, p.AttachmentIDs(), p.GalleryParents(0))
				got = x.Content(0, p, lib)
			} else {
				ids := append(p.AttachmentIDs(), e.ThumbnailID)
				lib := loadBatch(all, ids, p.GalleryParents(e.PostID))
				got = x.Post(e.PostID, e.ThumbnailID, p, lib)
			}
			if diff := cmp.Diff(e.Want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("%s entry %s (-want +got):\n%s", e.Sitemap, e.Loc, diff)
			}
		})
		if len(e.Want) > 0 {
			withImages++
		}
	}
	if withImages < 6 {
		t.Errorf("only %d entries with images; the fixture has 6", withImages)
	}
	for _, part := range d.Parts {
		t.Run(part.Loc, func(t *testing.T) {
			p := Parse(part.Content)
			lib := loadBatch(all, p.AttachmentIDs(), p.GalleryParents(part.PostID))
			got := x.Content(part.PostID, p, lib)
			if diff := cmp.Diff(part.Want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("part %d of post %d (-want +got):\n%s", part.Part, part.PostID, diff)
			}
		})
	}
}
