package main

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"time"
)

// chunkOut holds the encoded rows of one chunk.
type chunkOut struct {
	index  int
	posts  *rowWriter
	meta   *rowWriter
	rels   *rowWriter
	counts []int32 // published posts per term ID
}

func (s *site) newChunkOut() *chunkOut {
	return &chunkOut{
		posts:  newRowWriter(s.cfg.format, tPosts),
		meta:   newRowWriter(s.cfg.format, tPostmeta),
		rels:   newRowWriter(s.cfg.format, tRelations),
		counts: make([]int32, len(s.terms)+1),
	}
}

func (o *chunkOut) reset() {
	o.posts.reset()
	o.meta.reset()
	o.rels.reset()
	clear(o.counts)
}

func (o *chunkOut) finish() {
	o.posts.finish()
	o.meta.finish()
	o.rels.finish()
}

// gen writes the rows of one chunk. It owns its random stream, so its output
// depends only on the seed and the plan.
type gen struct {
	s   *site
	r   *rand.Rand
	cg  contentGen
	out *chunkOut
	tmp []byte
	tts []int64
	ims []image
}

func (s *site) newGen() *gen {
	return &gen{s: s, cg: contentGen{t: s.text, home: s.home}}
}

// post is one row of wp_posts.
type post struct {
	id, author, parent        int64
	date, dateGMT             time.Time
	modified, modifiedGMT     time.Time
	content                   []byte
	title, excerpt, status    string
	commentStatus, pingStatus string
	password, name, guid      string
	menuOrder                 int
	postType, mime            string
}

func (g *gen) writePost(p *post) {
	w := g.out.posts
	w.begin()
	w.int(p.id)
	w.int(p.author)
	w.date(p.date)
	w.date(p.dateGMT)
	w.bytes(p.content)
	w.str(p.title)
	w.str(p.excerpt)
	w.str(p.status)
	w.str(p.commentStatus)
	w.str(p.pingStatus)
	w.str(p.password)
	w.str(p.name)
	w.str("") // to_ping
	w.str("") // pinged
	w.date(p.modified)
	w.date(p.modifiedGMT)
	w.str("") // post_content_filtered
	w.int(p.parent)
	w.str(p.guid)
	w.int(int64(p.menuOrder))
	w.str(p.postType)
	w.str(p.mime)
	w.int(0) // comment_count
	w.end()
}

func (g *gen) meta(postID int64, key, value string) {
	w := g.out.meta
	w.begin()
	w.int(postID)
	w.str(key)
	w.str(value)
	w.end()
}

func (g *gen) metaBytes(postID int64, key string, value []byte) {
	w := g.out.meta
	w.begin()
	w.int(postID)
	w.str(key)
	w.bytes(value)
	w.end()
}

// local returns WordPress's post_date for a UTC time: the site's timezone
// is Europe/Berlin.
func (g *gen) local(t time.Time) time.Time {
	l := t.In(g.s.loc)
	y, mo, d := l.Date()
	h, mi, sec := l.Clock()
	return time.Date(y, mo, d, h, mi, sec, 0, time.UTC)
}

func (g *gen) title(minWords, maxWords int) (title, slug string) {
	n := minWords + g.r.IntN(maxWords-minWords+1)
	b := g.tmp[:0]
	sl := make([]byte, 0, 64)
	for i := range n {
		if i > 0 {
			b = append(b, ' ')
			sl = append(sl, '-')
		}
		if g.r.IntN(40) == 0 {
			w := nonASCIIWords[g.r.IntN(len(nonASCIIWords))]
			b = append(b, w.word...)
			sl = append(sl, w.slug...)
			continue
		}
		k := g.r.IntN(len(words))
		if i == 0 {
			b = append(b, g.s.text.titles[k]...)
		} else {
			b = append(b, words[k]...)
		}
		sl = append(sl, words[k]...)
	}
	g.tmp = b
	return string(b), string(sl)
}

// contentSize draws the length of a post's text: log-normal around median,
// a long tail, at most 100 KB.
func (g *gen) contentSize(median float64) int {
	n := math.Exp(math.Log(median) + 0.85*g.r.NormFloat64())
	return int(min(max(n, 300), 100_000))
}

// images makes the attachments of one item with IDs from id.
func (g *gen) images(id int64, n int, local time.Time) []image {
	g.ims = g.ims[:0]
	dir := local.Format("2006/01")
	for i := range n {
		g.ims = append(g.ims, newImage(id+int64(i), dir, g.r))
	}
	return g.ims
}

// writeAttachment writes an attachment row and its meta.
func (g *gen) writeAttachment(im *image, parent, author int64, dateUTC time.Time) {
	local := g.local(dateUTC)
	g.tmp = im.url(g.tmp[:0], g.s.home, nil)
	p := post{id: im.id, author: author, parent: parent, date: local, dateGMT: dateUTC, modified: local, modifiedGMT: dateUTC,
		title: im.name, status: "inherit", commentStatus: "open", pingStatus: "closed", name: im.name,
		guid: string(g.tmp), postType: "attachment", mime: im.mime()}
	g.writePost(&p)
	g.meta(im.id, "_wp_attached_file", im.file())
	g.tmp = im.metadata(g.tmp[:0])
	g.metaBytes(im.id, "_wp_attachment_metadata", g.tmp)
	if g.r.IntN(2) == 0 {
		g.meta(im.id, "_wp_attachment_image_alt", words[g.r.IntN(len(words))]+" "+words[g.r.IntN(len(words))])
	}
}

func (g *gen) editMeta(id, author int64, mod time.Time) {
	g.meta(id, "_edit_lock", strconv.FormatInt(mod.Unix(), 10)+":"+strconv.FormatInt(author, 10))
	g.meta(id, "_edit_last", strconv.FormatInt(author, 10))
}

// chunk writes all items of plan p into out.
func (g *gen) chunk(p *chunkPlan, out *chunkOut) {
	g.out = out
	out.index = p.index
	g.r = rand.New(rand.NewPCG(g.s.cfg.seed, uint64(2*p.index+2)))
	g.cg.r = g.r
	id := p.firstID
	postIndex := p.firstPost
	var pages []int64
	for _, it := range p.items {
		switch it.kind {
		case kindPost:
			g.post(id, postIndex, it)
			postIndex++
		case kindPage:
			parent := int64(0)
			if len(pages) > 0 && g.r.IntN(10) < 3 {
				parent = pages[g.r.IntN(len(pages))]
			}
			if g.page(id, postIndex, it, parent) {
				pages = append(pages, id)
			}
		case kindBook:
			g.book(id, postIndex, it)
		}
		id += it.span()
	}
}

// post writes one post of type post with its attachments, revision, meta and terms.
func (g *gen) post(id int64, index int, it item) {
	p := post{id: id, author: g.s.pickAuthor(g.r), commentStatus: "open", pingStatus: "open", postType: "post",
		guid: g.s.home + "/?p=" + strconv.FormatInt(id, 10)}
	pub, mod := g.postStatusAndDates(&p, index)
	// Attachments take the IDs after the post, as when uploaded in the editor.
	nImg := int(it.images)
	ims := g.images(id+1, nImg+b2i(it.featuredOnly), p.date)
	p.content = g.postContent(ims[:nImg])
	g.writePost(&p)

	g.editMeta(id, p.author, mod)
	for i := range ims {
		parent := id
		if g.r.IntN(100) < 15 {
			parent = 0 // uploaded to the media library first
		}
		g.writeAttachment(&ims[i], parent, p.author, pub.Add(-time.Duration(len(ims)-i)*time.Minute))
	}
	switch {
	case it.featuredOnly:
		g.meta(id, "_thumbnail_id", strconv.FormatInt(ims[nImg].id, 10))
	case nImg > 0 && g.r.IntN(10) < 7:
		g.meta(id, "_thumbnail_id", strconv.FormatInt(ims[0].id, 10))
	}
	cats := g.terms(id, p.status == "publish")
	g.yoastPostMeta(&p, cats)
	if p.status == "trash" {
		g.meta(id, "_wp_trash_meta_status", "publish")
		g.meta(id, "_wp_trash_meta_time", strconv.FormatInt(mod.Unix(), 10))
	}
	if it.revision {
		g.revision(id+1+int64(len(ims)), &p)
	}
}

// postStatusAndDates picks p's status, title, slug, dates and excerpt; it
// returns when p was published and last modified (UTC).
func (g *gen) postStatusAndDates(p *post, index int) (pub, mod time.Time) {
	r := g.r
	pub = g.s.postTime(index, r)
	switch x := r.IntN(1000); {
	case x < 930:
		p.status = "publish"
	case x < 940:
		p.status, p.password = "publish", "secret"
	case x < 965:
		p.status = "draft"
	case x < 975:
		p.status = "private"
	case x < 983:
		p.status = "pending"
	case x < 988:
		p.status = "future"
		pub = g.s.now.Add(time.Duration(1+r.IntN(60*24*3600)) * time.Second)
	default:
		p.status = "trash"
	}
	p.title, p.name = g.title(5, 10)
	p.date, p.dateGMT = g.local(pub), pub
	mod = pub
	switch p.status {
	case "draft", "pending":
		// Never published: no GMT date, and often no slug yet.
		p.dateGMT = time.Time{}
		if r.IntN(2) == 0 {
			p.name = ""
		}
	case "future":
	default:
		if r.IntN(10) < 3 && g.s.now.After(pub) {
			mod = pub.Add(time.Duration(r.Int64N(int64(g.s.now.Sub(pub)))))
		}
	}
	if p.status == "trash" {
		p.name += "__trashed"
	}
	p.modified, p.modifiedGMT = g.local(mod), mod
	if r.IntN(100) < 15 {
		p.excerpt = g.s.text.sentences[r.IntN(len(g.s.text.sentences))]
	}
	return pub, mod
}

// postContent writes the content of a post showing images: blocks or
// classic HTML, now and then in parts, with a gallery or external images.
func (g *gen) postContent(images []image) []byte {
	r := g.r
	c := postContent{target: g.contentSize(5000), block: r.IntN(100) < 65, parts: 1, images: images}
	if r.IntN(100) == 0 {
		c.parts = 2 + r.IntN(3)
	}
	if n := len(images); n >= 3 && r.IntN(100) < 15 {
		c.gallery = 3 + r.IntN(n-2)
	}
	if r.IntN(20) == 0 {
		c.ext = 1 + r.IntN(2)
	}
	return g.cg.write(c)
}

// yoastPostMeta writes the Yoast post meta some posts have: a primary
// category among cats, a focus keyword, scores, noindex and a canonical.
func (g *gen) yoastPostMeta(p *post, cats []int64) {
	r, id := g.r, p.id
	if len(cats) > 1 && r.IntN(5) == 0 {
		g.meta(id, "_yoast_wpseo_primary_category", strconv.FormatInt(cats[r.IntN(len(cats))], 10))
	}
	if r.IntN(10) < 3 {
		g.meta(id, "_yoast_wpseo_focuskw", words[r.IntN(len(words))])
		g.meta(id, "_yoast_wpseo_metadesc", g.s.text.sentences[r.IntN(len(g.s.text.sentences))])
	}
	if r.IntN(10) < 6 {
		g.meta(id, "_yoast_wpseo_content_score", strconv.Itoa(30*(1+r.IntN(3))))
		g.meta(id, "_yoast_wpseo_estimated-reading-time-minutes", strconv.Itoa(1+len(p.content)/1500))
	}
	switch x := r.IntN(1000); {
	case x < 30:
		g.meta(id, "_yoast_wpseo_meta-robots-noindex", "1")
	case x < 35:
		g.meta(id, "_yoast_wpseo_meta-robots-noindex", "2") // forced index
	}
	if r.IntN(100) == 0 {
		if r.IntN(2) == 0 {
			g.meta(id, "_yoast_wpseo_canonical", "https://example.com/original/"+p.name+"/")
		} else {
			g.meta(id, "_yoast_wpseo_canonical", g.s.home+"/2019/05/"+words[r.IntN(len(words))]+"-"+words[r.IntN(len(words))]+"/")
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// revision writes the revision WordPress keeps of a saved post.
func (g *gen) revision(id int64, parent *post) {
	rev := *parent
	rev.id, rev.parent = id, parent.id
	rev.date, rev.dateGMT = parent.modified, parent.modifiedGMT
	rev.status, rev.password, rev.commentStatus, rev.pingStatus = "inherit", "", "closed", "closed"
	rev.name = strconv.FormatInt(parent.id, 10) + "-revision-v1"
	rev.guid = g.s.home + "/?p=" + strconv.FormatInt(id, 10)
	rev.postType = "revision"
	g.writePost(&rev)
}

// terms writes the post's categories, tags and post format and counts them
// when the post is published. It returns the categories.
func (g *gen) terms(id int64, published bool) []int64 {
	r := g.r
	g.tts = g.tts[:0]
	switch x := r.IntN(100); {
	case x < 15:
		g.tts = append(g.tts, 1) // Uncategorized
	default:
		n := 1
		if x >= 75 {
			n = 2
		}
		if x >= 95 {
			n = 3
		}
		for range n {
			g.tts = append(g.tts, g.s.cats[pickCum(g.s.catCum, r)])
		}
	}
	slices.Sort(g.tts)
	g.tts = slices.Compact(g.tts)
	cats := slices.Clone(g.tts)
	nTags := []int{0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8}[r.IntN(18)]
	for range nTags {
		g.tts = append(g.tts, g.s.tags[pickCum(g.s.tagCum, r)])
	}
	if r.IntN(100) < 3 {
		g.tts = append(g.tts, g.s.formats[r.IntN(len(g.s.formats))])
	}
	slices.Sort(g.tts)
	g.tts = slices.Compact(g.tts)
	for _, tt := range g.tts {
		w := g.out.rels
		w.begin()
		w.int(id)
		w.int(tt)
		w.int(0)
		w.end()
		if published {
			g.out.counts[tt]++
		}
	}
	return cats
}

// page writes a page; it reports whether the page is published (a possible parent).
func (g *gen) page(id int64, index int, it item, parent int64) bool {
	r := g.r
	pub := g.s.postTime(index, r)
	p := post{id: id, author: int64(1 + r.IntN(lastEditor)), parent: parent, commentStatus: "closed", pingStatus: "closed",
		postType: "page", guid: g.s.home + "/?page_id=" + strconv.FormatInt(id, 10), status: "publish"}
	switch x := r.IntN(100); {
	case x < 5:
		p.status = "draft"
	case x < 10:
		p.status = "private"
	}
	p.title, p.name = g.title(1, 4)
	p.date, p.dateGMT, p.modified, p.modifiedGMT = g.local(pub), pub, g.local(pub), pub
	if p.status == "draft" {
		p.dateGMT = time.Time{}
	}
	ims := g.images(id+1, int(it.images), p.date)
	p.content = g.cg.write(postContent{target: g.contentSize(2000), block: r.IntN(2) == 0, parts: 1, images: ims})
	g.writePost(&p)
	g.editMeta(id, p.author, pub)
	g.meta(id, "_wp_page_template", "default")
	for i := range ims {
		g.writeAttachment(&ims[i], id, p.author, pub)
	}
	if it.revision {
		g.revision(id+1+int64(len(ims)), &p)
	}
	return p.status == "publish"
}

// book writes a post of the custom type book, maybe with a cover image.
func (g *gen) book(id int64, index int, it item) {
	r := g.r
	pub := g.s.postTime(index, r)
	p := post{id: id, author: g.s.pickAuthor(r), commentStatus: "open", pingStatus: "closed", postType: "book",
		guid: g.s.home + "/?post_type=book&p=" + strconv.FormatInt(id, 10), status: "publish"}
	if r.IntN(100) < 8 {
		p.status = "draft"
	}
	p.title, p.name = g.title(2, 5)
	p.date, p.dateGMT, p.modified, p.modifiedGMT = g.local(pub), pub, g.local(pub), pub
	if p.status == "draft" {
		p.dateGMT = time.Time{}
	}
	ims := g.images(id+1, b2i(it.featuredOnly), p.date)
	p.content = g.cg.write(postContent{target: g.contentSize(1500), block: true, parts: 1})
	g.writePost(&p)
	g.editMeta(id, p.author, pub)
	if len(ims) > 0 {
		g.writeAttachment(&ims[0], id, p.author, pub)
		g.meta(id, "_thumbnail_id", strconv.FormatInt(ims[0].id, 10))
	}
}

// head writes what WordPress's installer creates: IDs 1 to 3.
func (g *gen) head(out *chunkOut) {
	g.out = out
	g.r = rand.New(rand.NewPCG(g.s.cfg.seed, 1<<40))
	g.cg.r = g.r
	t := g.s.start
	home := g.s.home
	hello := post{id: 1, author: 1, date: g.local(t), dateGMT: t, modified: g.local(t), modifiedGMT: t,
		content: []byte("<!-- wp:paragraph -->\n<p>Welcome to WordPress. This is your first post. Edit or delete it, then start writing!</p>\n<!-- /wp:paragraph -->"),
		title:   "Hello world!", status: "publish", commentStatus: "open", pingStatus: "open", name: "hello-world",
		guid: home + "/?p=1", postType: "post"}
	g.writePost(&hello)
	w := g.out.rels
	w.begin()
	w.int(1)
	w.int(1)
	w.int(0)
	w.end()
	out.counts[1]++
	t = t.Add(time.Minute)
	sample := post{id: 2, author: 1, date: g.local(t), dateGMT: t, modified: g.local(t), modifiedGMT: t,
		content: []byte("<!-- wp:paragraph -->\n<p>This is an example page. It's different from a blog post because it will stay in one place and will show up in your site navigation (in most themes).</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>As a new WordPress user, you should go to <a href=\"" +
			home + "/wp-admin/\">your dashboard</a> to delete this page and create new pages for your content. Have fun!</p>\n<!-- /wp:paragraph -->"),
		title: "Sample Page", status: "publish", commentStatus: "closed", pingStatus: "open", name: "sample-page",
		guid: home + "/?page_id=2", postType: "page"}
	g.writePost(&sample)
	g.meta(2, "_wp_page_template", "default")
	t = t.Add(time.Minute)
	privacy := post{id: 3, author: 1, date: g.local(t), modified: g.local(t), modifiedGMT: t,
		content: []byte("<!-- wp:heading --><h2>Who we are</h2><!-- /wp:heading --><!-- wp:paragraph --><p><strong class=\"privacy-policy-tutorial\">Suggested text: </strong>Our website address is: " +
			home + ".</p><!-- /wp:paragraph -->"),
		title: "Privacy Policy", status: "draft", commentStatus: "closed", pingStatus: "open", name: "privacy-policy",
		guid: home + "/?page_id=3", postType: "page"}
	g.writePost(&privacy)
	g.meta(3, "_wp_page_template", "default")
}
