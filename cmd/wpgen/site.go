package main

import (
	"math"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // Europe/Berlin without depending on the host's zoneinfo
)

// user is one wp_users row.
type user struct {
	id                              int64
	login, nicename, email, display string
	first, last, role               string
	level                           int
	registered                      time.Time
}

// term is one wp_terms row with its wp_term_taxonomy row (same ID, as
// WordPress 4.3 and later create them).
type term struct {
	id                                int64
	name, slug, taxonomy, description string
	parent                            int64
}

// site is everything decided before the posts are written: the users,
// the terms, the options, the text pool and the ID plan of every chunk.
type site struct {
	cfg        config
	home       string
	loc        *time.Location
	start, end time.Time // first and last post dates
	now        time.Time // the site's "today": future posts come after it
	text       *text
	users      []user
	authorCum  []float64 // cumulative posting weights of users 1..authorsWithPosts
	terms      []term    // terms[i].id == i+1
	cats       []int64   // categories but Uncategorized
	tags       []int64
	formats    []int64
	catCum     []float64
	tagCum     []float64
	taxMeta    phpArray
	sticky     []int64
	chunks     []chunkPlan
	headPosts  int // posts written before the first chunk
	totalTerms int
}

// Users: 1 administrator, editors, authors and contributors (200 who may
// write), then subscribers, who write nothing.
const (
	numWriters     = 200
	numSubscribers = 5
	lastEditor     = 20
	lastAuthor     = 190
)

func newSite(cfg config) *site {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		panic(err)
	}
	s := &site{cfg: cfg, home: strings.TrimRight(cfg.home, "/"), loc: loc,
		start: time.Date(2014, 1, 6, 9, 0, 0, 0, time.UTC),
		end:   time.Date(2025, 5, 25, 9, 0, 0, 0, time.UTC),
		now:   time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC),
	}
	r := rand.New(rand.NewPCG(cfg.seed, 0))
	s.text = newText(r, s.home)
	s.makeUsers(r)
	s.makeTerms(r)
	s.sticky = []int64{1}
	s.plan()
	return s
}

func (s *site) makeUsers(r *rand.Rand) {
	seen := map[string]bool{}
	for i := 1; i <= numWriters+numSubscribers; i++ {
		u := user{id: int64(i)}
		if i == 1 {
			u.login, u.first, u.last, u.display = "admin", "", "", "admin"
		} else {
			for {
				u.first = firstNames[r.IntN(len(firstNames))]
				u.last = lastNames[r.IntN(len(lastNames))]
				u.login = strings.ToLower(u.first + "." + u.last)
				if !seen[u.login] {
					break
				}
			}
			u.display = u.first + " " + u.last
			if i%37 == 0 {
				u.display = "José García " + strconv.Itoa(i) // an accented display name
			}
		}
		seen[u.login] = true
		u.nicename = strings.ReplaceAll(u.login, ".", "-") // sanitize_title
		u.email = u.login + "@example.com"
		switch {
		case i == 1:
			u.role, u.level = "administrator", 10
		case i <= lastEditor:
			u.role, u.level = "editor", 7
		case i <= lastAuthor:
			u.role, u.level = "author", 2
		case i <= numWriters:
			u.role, u.level = "contributor", 1
		default:
			u.role, u.level = "subscriber", 0
		}
		u.registered = s.start.Add(-time.Duration(r.IntN(400*24)) * time.Hour)
		s.users = append(s.users, u)
	}
	// A few authors write most posts: weight 1/rank^0.9 over the users who publish.
	sum := 0.0
	for rank := 1; rank <= lastAuthor; rank++ {
		sum += 1 / math.Pow(float64(rank), 0.9)
		s.authorCum = append(s.authorCum, sum)
	}
}

// pickAuthor returns a user ID: mostly administrators, editors and authors,
// 2% contributors.
func (s *site) pickAuthor(r *rand.Rand) int64 {
	if r.IntN(50) == 0 {
		return int64(lastAuthor + 1 + r.IntN(numWriters-lastAuthor))
	}
	return int64(pickCum(s.authorCum, r) + 1)
}

// pickCum picks an index with the weights whose running sums are cum.
func pickCum(cum []float64, r *rand.Rand) int {
	x := r.Float64() * cum[len(cum)-1]
	return sort.SearchFloat64s(cum, x)
}

func zipfCum(n int, offset, exp float64) []float64 {
	cum := make([]float64, n)
	sum := 0.0
	for i := range n {
		sum += 1 / math.Pow(float64(i)+offset, exp)
		cum[i] = sum
	}
	return cum
}

// slugify is sanitize_title for the generated words: lower case, spaces to
// hyphens, accents removed and other non-ASCII percent-encoded.
func slugify(name string) string {
	var b strings.Builder
	for i, w := range strings.Fields(name) {
		if i > 0 {
			b.WriteByte('-')
		}
		done := false
		for _, n := range nonASCIIWords {
			if w == n.word {
				b.WriteString(n.slug)
				done = true
				break
			}
		}
		if done {
			continue
		}
		w = strings.TrimRight(strings.ToLower(w), "&")
		w = strings.ReplaceAll(w, "&#8217;", "")
		b.WriteString(w)
	}
	return b.String()
}

func (s *site) makeTerms(r *rand.Rand) {
	total := s.cfg.terms
	if total <= 0 {
		total = min(10000, max(60, s.cfg.posts))
	}
	s.totalTerms = total
	slugs := map[string]bool{}
	add := func(name, slug, tax string, parent int64) int64 {
		id := int64(len(s.terms) + 1)
		s.terms = append(s.terms, term{id: id, name: name, slug: slug, taxonomy: tax, parent: parent})
		slugs[tax+"/"+slug] = true
		return id
	}
	add("Uncategorized", "uncategorized", "category", 0)
	numCats := max(10, total/30)
	depth := map[int64]int{}
	for i := 0; len(s.cats) < numCats-1; i++ {
		var name string
		if i < len(categoryNames) {
			name = categoryNames[i]
		} else {
			name = categoryNames[r.IntN(len(categoryNames))] + " " + s.text.titles[r.IntN(len(s.text.titles))]
		}
		slug := slugify(name)
		if slugs["category/"+slug] {
			continue
		}
		var parent int64
		// Some categories are nested, up to three levels.
		if len(s.cats) >= 8 && r.IntN(10) < 4 {
			p := s.cats[r.IntN(len(s.cats))]
			if depth[p] < 2 {
				parent = p
			}
		}
		id := add(name, slug, "category", parent)
		if parent != 0 {
			depth[id] = depth[parent] + 1
		}
		if r.IntN(3) == 0 {
			s.terms[id-1].description = "Posts about " + strings.ToLower(name) + ". " + s.text.sentences[r.IntN(len(s.text.sentences))]
		}
		s.cats = append(s.cats, id)
	}
	// Two category descriptions hold an image, as some themes show them.
	for _, id := range s.cats[:2] {
		s.terms[id-1].description = `<img src="` + s.home + `/wp-content/uploads/2014/01/category-` + strconv.FormatInt(id, 10) +
			`.jpg" alt="" width="1200" height="400" /> ` + s.terms[id-1].description
	}
	for _, f := range []string{"Aside", "Gallery", "Video", "Quote"} {
		s.formats = append(s.formats, add(f, "post-format-"+strings.ToLower(f), "post_format", 0))
	}
	for i := 0; len(s.terms) < total; i++ {
		var name string
		switch {
		case i < len(words):
			name = words[i]
		case i%97 == 0:
			name = nonASCIIWords[r.IntN(len(nonASCIIWords))].word + " " + words[r.IntN(len(words))]
		default:
			name = words[r.IntN(len(words))] + " " + words[r.IntN(len(words))]
			if r.IntN(4) == 0 {
				name += " " + words[r.IntN(len(words))]
			}
		}
		slug := slugify(name)
		if slugs["post_tag/"+slug] {
			continue
		}
		s.tags = append(s.tags, add(name, slug, "post_tag", 0))
	}
	s.catCum = zipfCum(len(s.cats), 3, 1.0)
	s.tagCum = zipfCum(len(s.tags), 5, 1.05)

	// Yoast term settings: a few noindex categories and tags, one canonical.
	var catMeta, tagMeta phpArray
	for _, id := range []int64{s.cats[len(s.cats)-1], s.cats[len(s.cats)/2]} {
		catMeta = append(catMeta, kv{id, phpArray{{"wpseo_noindex", "noindex"}}})
	}
	catMeta = append(catMeta, kv{s.cats[3], phpArray{{"wpseo_canonical", s.home + "/category/" + s.terms[s.cats[0]-1].slug + "/"}}})
	for _, id := range s.tags[len(s.tags)-3:] {
		tagMeta = append(tagMeta, kv{id, phpArray{{"wpseo_noindex", "noindex"}}})
	}
	s.taxMeta = phpArray{{"category", catMeta}, {"post_tag", tagMeta}}
}

// Kinds of planned items.
const (
	kindPost = iota
	kindPage
	kindBook
)

// item is one post, page or book with the rows that follow it: its new
// attachments and maybe a revision. Its ID span is known before its text
// is written, so chunks can be generated in parallel.
type item struct {
	kind         uint8
	images       uint8 // attachments shown in the content
	featuredOnly bool  // one more attachment, only the featured image
	revision     bool
}

func (it item) span() int64 {
	n := 1 + int64(it.images)
	if it.featuredOnly {
		n++
	}
	if it.revision {
		n++
	}
	return n
}

// chunkPlan is a run of items generated by one worker with its own seeded
// random stream.
type chunkPlan struct {
	index     int
	firstID   int64
	firstPost int // global index of the chunk's first post (for its date)
	items     []item
}

const chunkPosts = 2000

// Images per post: none for 35% of posts, else 1 to 10.
var imageWeights = zipfCum(10, 1.6, 1.6)

// headItems are the rows WordPress's installer writes: "Hello world!",
// "Sample Page" and the draft "Privacy Policy".
const headItems = 3

// plan decides every item's kind and ID span, chunk by chunk.
func (s *site) plan() {
	s.headPosts = 1
	id := int64(headItems + 1)
	post := s.headPosts
	for c := 0; post < s.cfg.posts; c++ {
		r := rand.New(rand.NewPCG(s.cfg.seed, uint64(2*c+1)))
		p := chunkPlan{index: c, firstID: id, firstPost: post}
		n := min(chunkPosts, s.cfg.posts-post)
		if c == 0 {
			// Every site has a few pages and books, however small.
			for _, k := range []uint8{kindPage, kindPage, kindPage, kindBook, kindBook} {
				p.items = append(p.items, s.planItem(r, k))
			}
		}
		for range n {
			switch x := r.IntN(1000); {
			case x < 5:
				p.items = append(p.items, s.planItem(r, kindBook))
			case x < 6:
				p.items = append(p.items, s.planItem(r, kindPage))
			}
			p.items = append(p.items, s.planItem(r, kindPost))
		}
		for _, it := range p.items {
			id += it.span()
		}
		post += n
		s.chunks = append(s.chunks, p)
	}
}

func (s *site) planItem(r *rand.Rand, kind uint8) item {
	it := item{kind: kind}
	switch kind {
	case kindPost:
		if r.IntN(100) >= 35 {
			it.images = uint8(1 + pickCum(imageWeights, r))
		} else {
			it.featuredOnly = r.IntN(4) == 0
		}
		it.revision = r.IntN(10) == 0
	case kindPage:
		it.images = uint8(r.IntN(3))
		it.revision = r.IntN(5) == 0
	case kindBook:
		it.featuredOnly = r.IntN(5) < 3
	}
	return it
}

// postTime is the publication time (UTC) of the g-th post: spread evenly
// from start to end, a few hours of jitter, so dates grow with IDs.
func (s *site) postTime(g int, r *rand.Rand) time.Time {
	span := s.end.Sub(s.start)
	t := s.start.Add(time.Duration(float64(span) * float64(g) / float64(max(1, s.cfg.posts))))
	t = t.Add(time.Duration(r.IntN(6*3600)-3*3600) * time.Second)
	return t.Truncate(time.Second)
}
