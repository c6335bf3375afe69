#!/usr/bin/env python3
"""Writes year-month.json, the data of TestConformanceYearMonth.

    python3 gen-year-month.py SCENARIO_DIR [DATABASE] > year-month.json

SCENARIO_DIR is the year-month folder of the reference capture set, with the
capture set's compare.py beside it (testdata/conformance holds the captures but
not compare.py, which the repository's own Go test replaces). DATABASE defaults to
wpc_year_month (that scenario's db.sql loaded into the MariaDB at 127.0.0.1:3306,
user root, no password).

Inputs:
- from the database (mysql client): the home and siteurl options, every post of
  type post, page or book with its post_content and _thumbnail_id, every
  attachment with _wp_attached_file, and every term description;
- from the scenario: the images Yoast SEO listed for each <url>, turned into what
  wpsitemap must list by compare.py's own build_yoast_expectations (deviations 9:
  duplicates removed, hosts other than the home host dropped, the
  expected-overrides.json additions added), and the multi-part posts' part URLs.

The image lists keep Yoast's order (first occurrences). compare.py compares them
as sets; this script checks that its ordered lists equal compare.py's sets, so the
test data can never drift from what the checker expects.
"""

import json
import os
import subprocess
import sys

if len(sys.argv) < 2:
    sys.exit(__doc__)
SCENARIO = sys.argv[1]
DATABASE = sys.argv[2] if len(sys.argv) > 2 else 'wpc_year_month'

sys.path.insert(0, os.path.dirname(os.path.abspath(SCENARIO)))
import compare  # noqa: E402  (the checker, beside the scenario folders)


def rows(sql):
    """Each row of sql, which must select one JSON_OBJECT, as a dict."""
    out = subprocess.run(['mysql', '-uroot', '-h127.0.0.1', '--batch', '--raw', '-N', DATABASE, '-e', sql],
                         check=True, capture_output=True, text=True, encoding='utf-8').stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def option(name):
    r = rows("SELECT JSON_OBJECT('v', option_value) FROM wp_options WHERE option_name = '%s'" % name)
    return r[0]['v'] if r else ''


def main():
    home, siteurl = option('home'), option('siteurl')
    if option('upload_path') or option('upload_url_path'):
        sys.exit('upload_path / upload_url_path are set: compute the uploads URL as wp_upload_dir() does')

    posts = {r['id']: r for r in rows("""
        SELECT JSON_OBJECT('id', p.ID, 'type', p.post_type, 'status', p.post_status, 'content', p.post_content,
                           'thumbnail_id', CAST(COALESCE(t.meta_value, '0') AS SIGNED))
        FROM wp_posts p
        LEFT JOIN wp_postmeta t ON t.post_id = p.ID AND t.meta_key = '_thumbnail_id'
        WHERE p.post_type IN ('post', 'page', 'book') ORDER BY p.ID""")}
    attachments = rows("""
        SELECT JSON_OBJECT('id', p.ID, 'parent', p.post_parent, 'file', COALESCE(f.meta_value, ''),
                           'mime_type', p.post_mime_type, 'status', p.post_status,
                           'date', DATE_FORMAT(p.post_date, '%Y-%m-%d %H:%i:%s'))
        FROM wp_posts p
        LEFT JOIN wp_postmeta f ON f.post_id = p.ID AND f.meta_key = '_wp_attached_file'
        WHERE p.post_type = 'attachment' ORDER BY p.ID""")
    terms = {(r['taxonomy'], r['term_id']): r for r in rows("""
        SELECT JSON_OBJECT('term_id', term_id, 'taxonomy', taxonomy, 'description', description)
        FROM wp_term_taxonomy ORDER BY term_id""")}

    sc = compare.Scenario(SCENARIO)
    order, types, _, post_ids, listed_pages = compare.build_yoast_expectations(sc)
    term_ids = {t['link']: (t['taxonomy'], t['term_id']) for t in sc.meta['terms']}

    overrides = {}
    for o in sc.overrides.get('images', {}).get('add', []):
        overrides.setdefault(o['loc'], []).extend(o['images'])

    entries = []
    for t in order:
        if t in ('author', compare.MULTIPART):
            continue  # authors list no images; parts are below
        seen = set()
        for n in sorted(listed_pages[t]):
            doc, _ = sc.yoast_page(t, n)
            for e in doc.entries:
                loc = e['loc']
                if loc in seen:
                    continue
                seen.add(loc)
                # The same steps as build_yoast_expectations, keeping the order.
                want = []
                for img in e['images'] + overrides.get(loc, []):
                    if img not in want and sc.image_host_ok(img):
                        want.append(img)
                if set(want) != types[t].entries[loc]['images']:
                    sys.exit('ordered images of %s differ from compare.py: %r' % (loc, want))
                if t in sc.post_type_names:
                    if loc == types[t].first_link:
                        # Yoast's home or archive entry, not a post entry.
                        if want:
                            sys.exit('first entry %s has images' % loc)
                        continue
                    pid = post_ids[loc]
                    p = posts[pid]
                    entries.append({'sitemap': t, 'loc': loc, 'post_id': pid, 'thumbnail_id': p['thumbnail_id'],
                                    'content': p['content'], 'want': want})
                else:
                    key = term_ids[loc]
                    entries.append({'sitemap': t, 'loc': loc, 'term_id': key[1],
                                    'content': terms[key]['description'], 'want': want})

    parts = []
    if compare.MULTIPART in types:
        for loc, e in types[compare.MULTIPART].entries.items():
            pid, n = e['post'], e['part']
            parts.append({'loc': loc, 'post_id': pid, 'part': n,
                          'content': split_pages(posts[pid]['content'])[n - 1], 'want': sorted(e['images'])})
        parts.sort(key=lambda p: (p['post_id'], p['part']))

    json.dump({
        'about': 'Generated by gen-year-month.py from %s and database %s; do not edit.'
                 % (os.path.basename(SCENARIO.rstrip('/')), DATABASE),
        'site': {'home': home, 'uploads_url': siteurl.rstrip('/') + '/wp-content/uploads'},
        'attachments': attachments,
        'entries': entries,
        'parts': parts,
    }, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write('\n')


def split_pages(content):
    """The parts of a post as WordPress's setup_postdata splits them."""
    content = content.replace('\n<!--nextpage-->\n', '<!--nextpage-->')
    content = content.replace('\n<!--nextpage-->', '<!--nextpage-->')
    content = content.replace('<!--nextpage-->\n', '<!--nextpage-->')
    content = content.replace('<!-- wp:nextpage -->', '').replace('<!-- /wp:nextpage -->', '')
    if content.startswith('<!--nextpage-->'):
        content = content[len('<!--nextpage-->'):]
    return content.split('<!--nextpage-->')


if __name__ == '__main__':
    main()
