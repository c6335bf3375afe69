package htmlview

import (
	"crypto/sha256"
	"encoding/base64"
	"html/template"
)

// styles is the page's only style sheet, inline. The palette is
// WordPress's admin one, as in the XSLT stylesheets; every text colour has
// a contrast of at least 4.5:1 with the backgrounds it sits on (WCAG AA),
// in light and in dark mode. Under 40rem (a phone) each row of the table
// is laid out as a card: the link on a line of its own, then the other
// cells, each after its column's name (the header row is then only for
// screen readers).
const styles = `:root{color-scheme:light dark;--fg:#1d2327;--muted:#50575e;--bg:#fff;--stripe:#f6f7f7;--line:#dcdcde;--link:#2271b1}
@media (prefers-color-scheme:dark){:root{--fg:#e8e8e8;--muted:#a7aaad;--bg:#1d2327;--stripe:#262d32;--line:#3c434a;--link:#72aee6}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.wrap{max-width:75rem;margin:0 auto;padding:1rem 1.5rem 2rem}
header p{margin:.3rem 0;max-width:52rem}
.site{color:var(--muted)}
h1{font-size:1.6rem;line-height:1.25;margin:.3rem 0 .6rem;overflow-wrap:anywhere}
h1 .pageof{font-weight:400;color:var(--muted);font-size:1.1rem;white-space:nowrap}
a{color:var(--link)}
a:focus-visible,summary:focus-visible{outline:2px solid var(--link);outline-offset:2px}
code{font-size:.9em;overflow-wrap:anywhere}
.links,.pages ul{list-style:none;padding:0;margin:.8rem 0;display:flex;flex-wrap:wrap;gap:.4rem .8rem;align-items:center}
.pages a{display:inline-block;min-width:2.75rem;padding:.35rem .6rem;text-align:center;border:1px solid var(--line);border-radius:4px;text-decoration:none}
.pages a:hover{text-decoration:underline}
.pages a[aria-current]{background:var(--link);color:var(--bg);border-color:var(--link);font-weight:600}
.pages .gap{color:var(--muted)}
table{width:100%;border-collapse:collapse;margin:1rem 0}
caption{text-align:left;font-weight:600;padding:.3rem 0}
th,td{text-align:left;vertical-align:top;padding:.45rem .6rem;border-bottom:1px solid var(--line)}
thead th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
tbody tr:nth-child(even){background:var(--stripe)}
tfoot td{color:var(--muted);border-bottom:0}
td.loc,td.title{overflow-wrap:anywhere}
.num,.count,.images,.duration{text-align:right;font-variant-numeric:tabular-nums}
.num{width:3.5rem;color:var(--muted)}
.count,.images,.duration{width:6rem}
.lastmod{width:12.5rem;white-space:nowrap;font-variant-numeric:tabular-nums}
.thumb{width:8.5rem}
.thumb img{display:block;width:8rem;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:3px;background:var(--line)}
details{margin-top:.2rem}
summary{cursor:pointer;color:var(--muted)}
details ol{margin:.2rem 0;padding-left:1.6rem;font-size:.9rem}
.lang{color:var(--muted)}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
footer{color:var(--muted);font-size:.9rem;border-top:1px solid var(--line);margin-top:1.5rem;padding-top:.8rem}
@media (max-width:40rem){.wrap{padding:.8rem}h1{font-size:1.35rem}
#sitemap,#sitemap tbody,#sitemap tfoot{display:block}
#sitemap thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
#sitemap tr{display:flex;flex-wrap:wrap;gap:.15rem 1.2rem;padding:.55rem .3rem;border-bottom:1px solid var(--line)}
#sitemap td{display:block;border:0;padding:0;width:auto;text-align:left;white-space:normal}
#sitemap td.loc,#sitemap td.title,#sitemap td.thumb{flex:1 0 100%}
#sitemap td.num,#sitemap td:empty{display:none}
#sitemap td.images::before{content:"Images: "}
#sitemap td.count::before{content:"Entries: "}
#sitemap td.duration::before{content:"Duration: "}
#sitemap td.publication::before{content:"Publication: "}
#sitemap td.lastmod::before{content:"Last modified: "}
#sitemap.video td.lastmod::before,#sitemap.news td.lastmod::before{content:"Published: "}
#sitemap td::before{color:var(--muted)}
#sitemap tfoot tr{border:0}}`

// ContentSecurityPolicy is the Content-Security-Policy a view is served
// with: no script, no frame, no form, nothing loaded but its own inline
// style sheet (by hash) and images over http or https (video thumbnails).
var ContentSecurityPolicy = func() string {
	sum := sha256.Sum256([]byte(styles))
	return "default-src 'none'; style-src 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'; " +
		"img-src http: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}()

// navAt is the page navigation of a head, with its landmark's label (the
// navigation is shown above and below the table, and two landmarks must
// not share a name).
type navAt struct {
	*headData
	Label string
}

// pages is the template set: "head" opens the page and the table, one
// "*-row" template per entry, "foot" closes them. Each is executed on its
// own, so the page streams.
var pages = template.Must(template.New("htmlview").Funcs(template.FuncMap{
	"web": web, "count": count, "group": group,
	"nav": func(h *headData, label string) navAt { return navAt{h, label} },
}).Parse(`
{{- define "head" -}}
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, follow">
<meta name="color-scheme" content="light dark">
<title>{{.Title}}</title>
{{if web .Loc}}<link rel="alternate" type="application/xml" href="{{.Loc}}">
{{end -}}
<style>{{.Styles}}</style>
</head>
<body>
<div class="wrap">
<header>
<p class="site">XML {{if eq .Kind "video"}}video {{else if eq .Kind "news"}}news {{end}}sitemap{{if eq .Kind "index"}} index{{end}} of {{if web .Home}}<a href="{{.Home}}">{{.Site}}</a>{{else}}{{.Site}}{{end}}</p>
<h1>{{.Name}}{{if gt .Pages 1}} <span class="pageof">page {{.Page}} of {{.Pages}}</span>{{end}}</h1>
{{if .About}}<p class="about">{{.About}}</p>
{{end -}}
<p class="summary">
{{- if eq .Kind "index"}}It lists <strong>{{count .Entries "sitemap" "sitemaps"}}</strong>
{{- else}}{{if gt .Pages 1}}This page{{else}}It{{end}} lists <strong>{{count .Entries .Noun .Nouns}}</strong>
{{- if gt .Pages 1}}; the sitemap has {{.Pages}} pages{{end}}{{end}}
{{- if .Modified.W3C}}, last modified on {{template "date" .Modified}}{{end}}.</p>
<p class="for">This page is for people. Search engines read the sitemap as XML at <code>{{.Loc}}</code>, and get it unchanged.</p>
<nav aria-label="Sitemap"><ul class="links">
{{- if .Index}}<li><a href="{{.Index}}">&larr; Sitemap index</a></li>{{end -}}
{{- if web .Raw}}<li><a href="{{.Raw}}">The XML, as search engines get it</a></li>{{end -}}
</ul></nav>
{{template "pages" (nav . "Pages of this sitemap")}}
</header>
<main>
<table id="sitemap" class="{{.Kind}}">
<caption>{{if eq .Kind "index"}}Sitemaps{{else if eq .Kind "video"}}Videos{{else if eq .Kind "news"}}Articles{{else}}URLs{{end}}{{if gt .Pages 1}} on page {{.Page}}{{end}}</caption>
<thead><tr><th scope="col" class="num">#</th>
{{- if eq .Kind "index"}}<th scope="col" class="loc">Sitemap</th><th scope="col" class="count">Entries</th><th scope="col" class="lastmod">Last modified</th>
{{- else if eq .Kind "video"}}<th scope="col" class="loc">Page</th><th scope="col" class="thumb">Thumbnail</th><th scope="col" class="title">Title</th><th scope="col" class="duration">Duration</th><th scope="col" class="lastmod">Published</th>
{{- else if eq .Kind "news"}}<th scope="col" class="loc">Article</th><th scope="col" class="title">Title</th><th scope="col" class="lastmod">Published</th><th scope="col" class="publication">Publication</th>
{{- else}}<th scope="col" class="loc">URL</th><th scope="col" class="images">Images</th><th scope="col" class="lastmod">Last modified</th>
{{- end}}</tr></thead>
<tbody>
{{end}}

{{- define "date"}}{{if .W3C}}<time datetime="{{.W3C}}">{{.Day}} <span class="clock">{{.Clock}}</span></time>{{end}}{{end}}

{{- define "link"}}{{if .Web}}<a href="{{.URL}}">{{.Text}}</a>{{else}}{{.URL}}{{end}}{{end}}

{{- define "index-row" -}}
<tr class="entry"><td class="num">{{.N}}</td><td class="loc">{{if .View.Web}}<a href="{{.View.URL}}">{{.Loc.Text}}</a>{{else}}{{.Loc.URL}}{{end}}</td><td class="count">{{.Entries}}</td><td class="lastmod">{{template "date" .LastMod}}</td></tr>
{{end}}

{{- define "url-row" -}}
<tr class="entry"><td class="num">{{.N}}</td><td class="loc">{{template "link" .Loc}}
{{- if .Images}}<details><summary>{{.ImageCount}}</summary><ol>{{range .Images}}<li>{{template "link" .}}</li>{{end}}</ol></details>{{end -}}
</td><td class="images">{{len .Images}}</td><td class="lastmod">{{template "date" .LastMod}}</td></tr>
{{end}}

{{- define "video-row" -}}
<tr class="entry"><td class="num">{{.N}}</td><td class="loc">{{template "link" .Loc}}</td><td class="thumb">{{if .Thumbnail.Web}}<img src="{{.Thumbnail.URL}}" alt="" loading="lazy">{{end}}</td><td class="title">
{{- $t := .Title}}{{if not $t}}{{$t = "(no title)"}}{{end -}}
{{if .Play.Web}}<a href="{{.Play.URL}}">{{$t}}</a>{{else}}{{$t}}{{end}}</td><td class="duration">{{.Duration}}</td><td class="lastmod">{{template "date" .Published}}</td></tr>
{{end}}

{{- define "news-row" -}}
<tr class="entry"><td class="num">{{.N}}</td><td class="loc">{{template "link" .Loc}}</td><td class="title">{{.Title}}</td><td class="lastmod">{{template "date" .Published}}</td><td class="publication">{{.Publication}}{{if .Language}} <span class="lang">({{.Language}})</span>{{end}}</td></tr>
{{end}}

{{- define "foot" -}}
</tbody>
<tfoot><tr><td colspan="{{if eq .Kind "video"}}6{{else if eq .Kind "news"}}5{{else}}4{{end}}">
{{- if eq .Rows 0}}There is nothing to list.
{{- else if eq .Kind "index"}}<span id="entries">{{group .Rows}}</span> {{if eq .Rows 1}}sitemap{{else}}sitemaps{{end}}, listing {{count .Extra "entry" "entries"}} in all.
{{- else if eq .Kind "video"}}<span id="entries">{{group .Rows}}</span> {{if eq .Rows 1}}video{{else}}videos{{end}} on {{count .URLs "page" "pages"}}.
{{- else if eq .Kind "news"}}<span id="entries">{{group .Rows}}</span> {{if eq .Rows 1}}article{{else}}articles{{end}}.
{{- else}}<span id="entries">{{group .Rows}}</span> {{if eq .Rows 1}}URL{{else}}URLs{{end}}, {{count .Extra "image" "images"}}.
{{- end}}</td></tr></tfoot>
</table>
{{template "pages" (nav .Head "More pages of this sitemap")}}
</main>
<footer><p>Generated by wpsitemap from the site's database. Search engines read the XML; people read this page.</p></footer>
</div>
</body>
</html>
{{end}}

{{- define "pages"}}{{if .Nav}}<nav class="pages" aria-label="{{.Label}}"><ul>
{{- if .Prev}}<li><a href="{{.Prev}}" rel="prev">&larr; Previous<span class="vh"> page</span></a></li>{{end}}
{{- range .Nav}}{{if eq .N 0}}<li class="gap" aria-hidden="true">&hellip;</li>
{{- else if .Current}}<li><a href="{{.URL}}" aria-current="page"><span class="vh">Page </span>{{.N}}</a></li>
{{- else}}<li><a href="{{.URL}}"><span class="vh">Page </span>{{.N}}</a></li>{{end}}{{end}}
{{- if .Next}}<li><a href="{{.Next}}" rel="next">Next<span class="vh"> page</span> &rarr;</a></li>{{end -}}
</ul></nav>
{{end}}{{end}}
`))
