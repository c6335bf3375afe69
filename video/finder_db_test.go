package video_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/xmltest"
	"github.com/wpsitemap/wpsitemap/internal/xsdtest"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/video"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// fixture is the video test database, ready to scan.
type fixture struct {
	db     *wpdb.DB
	site   *wp.Site
	linker *wp.Linker
	links  *wp.LinkCache
}

func openFixture(t testing.TB) *fixture {
	t.Helper()
	return openDB(t, "wpsitemap_video")
}

// openDB opens database name with what scanning and linking its posts need.
func openDB(t testing.TB, name string) *fixture {
	t.Helper()
	ctx := context.Background()
	db := dbtest.Open(t, name)
	site, err := db.LoadSite(ctx)
	if err != nil {
		t.Fatal(err)
	}
	facts, err := db.LoadTypeFacts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{db: db, site: site, linker: wp.NewLinker(site, wp.NewRegistry(site, facts, nil)), links: db.NewLinks(site)}
}

// listed stands in for the caller's exclusions (package seo, applied by the
// provider): the fixture's excluded posts are a draft (not scanned at all),
// a password-protected post and a Yoast noindex post.
func listed(batch []wp.Post) []wp.Post {
	var out []wp.Post
	for _, p := range batch {
		if !p.HasPassword && p.Noindex != "1" {
			out = append(out, p)
		}
	}
	return out
}

// page is what the Finder gives for the whole fixture.
type page struct {
	doc     []byte
	explain []string
	videos  map[int64]int // post ID -> videos listed
	skipped map[int64][]video.Reason
	corrupt []int64
}

func findAll(t *testing.T, fx *fixture, batch int) page {
	t.Helper()
	ctx := context.Background()
	settings := video.NewSettings(fx.site)
	types := settings.PostTypes([]string{"post", "page", "product"})
	if d := cmp.Diff([]string{"post", "page"}, types); d != "" {
		t.Fatalf("video post types (-want +got):\n%s", d)
	}
	f := video.NewFinder(fx.db)
	var buf bytes.Buffer
	set, err := sitemap.NewVideoSet(&buf, "//video.example.com/video-sitemap.xsl")
	if err != nil {
		t.Fatal(err)
	}
	pg := page{videos: map[int64]int{}, skipped: map[int64][]video.Reason{}}
	for _, pt := range types {
		err := fx.db.ScanPosts(ctx, wp.PostQuery{Type: pt, WithContent: true, Batch: batch}, fx.links, func(rows []wp.Post, d wp.LinkData) error {
			posts := listed(rows)
			res, err := f.Posts(ctx, fx.site, fx.linker, posts)
			if err != nil {
				return err
			}
			for _, e := range res.Corrupt {
				pg.corrupt = append(pg.corrupt, e.PostID)
				pg.explain = append(pg.explain, e.Error())
			}
			for _, p := range posts {
				if vids := res.Videos[p.ID]; len(vids) > 0 {
					pg.videos[p.ID] = len(vids)
					if err := set.Write(sitemap.VideoURL{Loc: fx.linker.Post(&p.PostRef, d), Videos: vids}); err != nil {
						return err
					}
				}
				for _, s := range res.Skipped[p.ID] {
					pg.skipped[p.ID] = append(pg.skipped[p.ID], s.Reason)
					pg.explain = append(pg.explain, fmt.Sprintf("post %d: %s", p.ID, s))
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := set.Close(); err != nil {
		t.Fatal(err)
	}
	pg.doc = buf.Bytes()
	return pg
}

// TestFinderFixture runs the Finder over every listed post of the fixture,
// in batches of 4 so that a batch mixes cases, and checks by hand which
// posts get how many videos and which are skipped why; the whole document
// is a golden file (testdata/finder.xml, reviewed by hand) that must be
// well-formed and valid against the official schemas.
func TestFinderFixture(t *testing.T) {
	fx := openFixture(t)
	pg := findAll(t, fx, 4)

	wantVideos := map[int64]int{
		10: 1, // stored meta
		12: 1, // corrupt meta: the content's YouTube block
		13: 1, // block YouTube
		14: 1, // classic [video]
		15: 1, // video block + featured image
		16: 1, // YouTube iframe (its Vimeo is skipped)
		17: 1, // Vimeo + featured image
		18: 1, // Dailymotion
		20: 1, // attachment with its own thumbnail (the other is skipped)
		23: 1, // long title, 40 tags
		24: 1, // stored meta with gaps
		25: 2, // page: YouTube once, Dailymotion
		27: 1, // quicktime attachment + featured image
	}
	if d := cmp.Diff(wantVideos, pg.videos); d != "" {
		t.Errorf("videos per post (-want +got):\n%s", d)
	}
	wantSkipped := map[int64][]video.Reason{
		16: {video.ReasonNoThumbnail},
		19: {video.ReasonDisabled},
		20: {video.ReasonNoThumbnail},
		21: {video.ReasonNoPlayer, video.ReasonNoPlayer},
		22: {video.ReasonNoThumbnail},
	}
	if d := cmp.Diff(wantSkipped, pg.skipped); d != "" {
		t.Errorf("skipped per post (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]int64{12}, pg.corrupt); d != "" {
		t.Errorf("posts with corrupt meta (-want +got):\n%s", d)
	}
	for _, id := range []int64{11, 26, 30, 31, 32, 33} {
		if _, ok := pg.videos[id]; ok {
			t.Errorf("post %d is listed, want no video", id)
		}
	}

	xmltest.Golden(t, filepath.Join("testdata", "finder.xml"), pg.doc, *update)
	xmltest.Golden(t, filepath.Join("testdata", "finder-explain.txt"), []byte(strings.Join(pg.explain, "\n")+"\n"), *update)
	xmltest.WellFormed(t, pg.doc)
	xsdtest.Check(t, map[string][]byte{"finder.xml": pg.doc})

	// Hand-checked values the golden file must hold (stored meta with its
	// overrides, the hostile title, the uploader, truncation).
	for _, want := range []string{
		"<video:thumbnail_loc>https://video.example.com/wp-content/uploads/2024/05/custom-thumb.jpg</video:thumbnail_loc>",
		"<video:title>Café crème – so geht&#39;s</video:title>",
		"<video:description>Über Kaffee &amp; Crème: alles, was man wissen muss.</video:description>",
		"<video:player_loc>https://www.youtube-nocookie.com/v/dQw4w9WgXcQ</video:player_loc>",
		"<video:duration>300</video:duration>",
		"<video:rating>4.5</video:rating>",
		"<video:publication_date>2015-12-15T15:36:03+00:00</video:publication_date>",
		"<video:title>Der Trick mit ]]&gt; &amp; &lt;CDATA&gt;</video:title>",
		`<video:uploader info="https://video.example.com/author/redaktion/">Redaktion &amp; &lt;Team&gt;</video:uploader>`,
		"<video:tag>a]]&gt;b &lt;c&gt;</video:tag>",
		"<video:family_friendly>no</video:family_friendly>",
		"<video:content_loc>https://video.example.com/wp-content/uploads/2023/01/old.mov</video:content_loc>",
		"<video:player_loc>https://player.vimeo.com/video/76979871?h=8272103f6e</video:player_loc>",
		// post 24: post_date_gmt for the invalid stored date, the excerpt
		"<video:publication_date>2024-05-24T10:00:00+00:00</video:publication_date>",
		"<video:description>Kurz erklärt.</video:description>",
		// post 23: 100 characters of its title
		"<video:title>Ein sehr langer Titel über Kaffee, Röstgrade, Mühlen, Wasserhärte und alles, was man sonst noch wiss</video:title>",
	} {
		if !bytes.Contains(pg.doc, []byte(want)) {
			t.Errorf("the document lacks %s", want)
		}
	}
	if n := bytes.Count(pg.doc, []byte("<video:tag>tag-")); n != 32 {
		t.Errorf("post 23: %d tags, want 32", n)
	}
	if !slices.Contains(pg.explain, "post 19: youtube video from URL on its own line https://www.youtube.com/watch?v=9bZkp7q19f0: video sitemap disabled for the post (_yoast_wpseo_videositemap-disable)") {
		t.Errorf("explain lacks post 19's reason:\n%s", strings.Join(pg.explain, "\n"))
	}
}

// TestFinderBatchSize: the result does not depend on how posts are batched.
func TestFinderBatchSize(t *testing.T) {
	fx := openFixture(t)
	one, all := findAll(t, fx, 1), findAll(t, fx, 1000)
	if !bytes.Equal(one.doc, all.doc) {
		t.Errorf("batches of 1 and of 1000 give different documents:\n%s\n---\n%s", one.doc, all.doc)
	}
}
