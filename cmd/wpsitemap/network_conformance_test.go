package main

import (
	"encoding/json"
	"encoding/xml"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// wpNetwork is testdata/network-KIND-wp.json: what WordPress itself said,
// inside each site's own request, each link of the network made by
// scripts/wp-network/make.sh is, and which of them Yoast's rules list.
type wpNetwork struct {
	Kind  string `json:"kind"`
	Sites []struct {
		Name     string              `json:"name"`
		BlogID   int64               `json:"blog_id"`
		Domain   string              `json:"domain"`
		Path     string              `json:"path"`
		HomeURL  string              `json:"home_url"`
		Public   *int                `json:"public"`
		Sitemaps map[string][]string `json:"sitemaps"`
		Images   map[string][]string `json:"images"`
	} `json:"sites"`
}

type urlset struct {
	URLs []struct {
		Loc    string `xml:"loc"`
		Images []struct {
			Loc string `xml:"loc"`
		} `xml:"image"`
	} `xml:"url"`
}

type sitemapIndex struct {
	Sitemaps []struct {
		Loc string `xml:"loc"`
	} `xml:"sitemap"`
}

// TestNetworkFromWordPress serves the two networks WordPress's own PHP made
// (scripts/wp-network/make.sh: install_network, populate_network,
// wpmu_create_blog, add_user_to_blog, wp_insert_post, ...) and asks every
// site for its index and every sitemap the index lists. Each sitemap must
// list exactly the URLs WordPress computed, in the site's own request, for
// the objects Yoast's rules select (published, no password; terms with
// published posts or such descendants; members with a user level and a
// published post), with the images WordPress's uploads give (sites/N/);
// the archived, deleted and blog_public = 0 sites answer 410.
func TestNetworkFromWordPress(t *testing.T) {
	for _, kind := range []string{"subdir", "subdomain"} {
		t.Run(kind, func(t *testing.T) {
			var want wpNetwork
			raw, err := os.ReadFile(filepath.Join("..", "..", "testdata", "network-"+kind+"-wp.json"))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(raw, &want); err != nil {
				t.Fatal(err)
			}
			if len(want.Sites) != 5 {
				t.Fatalf("network-%s-wp.json holds %d sites, want the 5 make.sh makes", kind, len(want.Sites))
			}
			name := "wpsitemap_wpnet_" + kind
			dbtest.Open(t, name)
			base := startServe(t, dbEnv(name))
			for _, site := range want.Sites {
				t.Run(site.Name, func(t *testing.T) {
					get := func(t *testing.T, loc string) (int, []byte) {
						t.Helper()
						u, err := url.Parse(loc)
						if err != nil {
							t.Fatal(err)
						}
						return netGet(t, base, u.Host, u.RequestURI())
					}
					index := "http://" + site.Domain + site.Path + "sitemap_index.xml"
					switch site.Name {
					case "archive", "gone", "hidden":
						status, body := get(t, index)
						if status != http.StatusGone {
							t.Fatalf("%s: status %d, want 410\n%s", index, status, body)
						}
						text := map[string]string{"archive": "This site has been archived or suspended.", "gone": "This site is no longer available.",
							"hidden": "blog_public = 0"}[site.Name]
						if !strings.Contains(string(body), text) {
							t.Errorf("%s: body lacks %q:\n%s", index, text, body)
						}
						if site.Name == "hidden" && (site.Public == nil || *site.Public != 0) {
							t.Errorf("the hidden site is public in the capture: %v", site.Public)
						}
						return
					}
					if len(site.Sitemaps["post"]) < 3 || len(site.Sitemaps["author"]) == 0 {
						t.Fatalf("the capture of %s lists too little to test: %v", site.Name, site.Sitemaps)
					}
					status, body := get(t, index)
					if status != http.StatusOK {
						t.Fatalf("%s: status %d\n%s", index, status, body)
					}
					var idx sitemapIndex
					if err := xml.Unmarshal(body, &idx); err != nil {
						t.Fatalf("%s: %v\n%s", index, err, body)
					}
					var listed, wantListed []string
					for _, s := range idx.Sitemaps {
						listed = append(listed, s.Loc)
					}
					for typ, urls := range site.Sitemaps {
						if len(urls) > 0 {
							wantListed = append(wantListed, site.HomeURL+"/"+typ+"-sitemap.xml")
						}
					}
					sameSet(t, index, listed, wantListed)

					got := map[string][]string{}
					images := map[string][]string{}
					for _, loc := range listed {
						typ := strings.TrimSuffix(loc[strings.LastIndex(loc, "/")+1:], "-sitemap.xml")
						status, body := get(t, loc)
						if status != http.StatusOK {
							t.Errorf("%s: status %d\n%s", loc, status, body)
							continue
						}
						var us urlset
						if err := xml.Unmarshal(body, &us); err != nil {
							t.Fatalf("%s: %v\n%s", loc, err, body)
						}
						for _, u := range us.URLs {
							got[typ] = append(got[typ], u.Loc)
							for _, im := range u.Images {
								images[u.Loc] = append(images[u.Loc], im.Loc)
							}
						}
					}
					for typ, urls := range site.Sitemaps {
						sameSet(t, site.HomeURL+"/"+typ+"-sitemap.xml", got[typ], urls)
					}
					if len(site.Images) == 0 && site.Name == "fr" {
						t.Fatal("the capture of fr has no images")
					}
					for loc, ims := range site.Images {
						sameSet(t, "images of "+loc, images[loc], ims)
					}
					for loc, ims := range images {
						if _, ok := site.Images[loc]; !ok {
							t.Errorf("images of %s: %v, WordPress has none", loc, ims)
						}
					}
				})
			}
		})
	}
}

// netGet asks the server at base for path as host, waiting while the
// site's first build answers 503.
func netGet(t *testing.T, base, host, path string) (int, []byte) {
	t.Helper()
	status, _, body := netGetWith(t, http.DefaultClient, base, host, path)
	return status, body
}

// netGetWith is netGet through client (one that does not follow
// redirects, say), with the answer's headers.
func netGetWith(t *testing.T, client *http.Client, base, host, path string) (int, http.Header, []byte) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; {
		req, err := http.NewRequest(http.MethodGet, base+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = host
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == http.StatusServiceUnavailable && time.Now().Before(deadline) {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		return resp.StatusCode, resp.Header, body
	}
}

// sameSet reports the URLs one list has and the other lacks.
func sameSet(t *testing.T, what string, got, want []string) {
	t.Helper()
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	if slices.Equal(g, w) {
		return
	}
	var extra, missing []string
	for _, u := range g {
		if !slices.Contains(w, u) {
			extra = append(extra, u)
		}
	}
	for _, u := range w {
		if !slices.Contains(g, u) {
			missing = append(missing, u)
		}
	}
	t.Errorf("%s:\n  listed, WordPress+Yoast would not: %q\n  missing: %q\n  got  %q\n  want %q", what, extra, missing, g, w)
}
