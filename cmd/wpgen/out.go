package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// bigTables get their secondary keys dropped during the load and rebuilt
// after it.
var bigTables = []*table{tPosts, tPostmeta, tRelations}

// output writes the generated folder: for tsv, one TABLE.tsv per table, a
// load.sql of LOAD DATA LOCAL INFILE statements and load.sh; for sql, one
// wordpress.sql and load.sh.
type output struct {
	cfg    config
	dir    string
	files  map[*table]*bufio.Writer
	closer []*os.File
	stream *bufio.Writer // sql format
	rows   map[*table]int64
	bytes  int64
}

func newOutput(dir string, cfg config) (*output, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	o := &output{cfg: cfg, dir: dir, files: map[*table]*bufio.Writer{}, rows: map[*table]int64{}}
	open := func(name string) (*bufio.Writer, error) {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		o.closer = append(o.closer, f)
		return bufio.NewWriterSize(f, 1<<20), nil
	}
	var err error
	if cfg.format == formatSQL {
		if o.stream, err = open("wordpress.sql"); err != nil {
			return nil, err
		}
		_, err = o.stream.WriteString(o.prologue())
		return o, err
	}
	for _, t := range allTables {
		if o.files[t], err = open(t.name + ".tsv"); err != nil {
			return nil, err
		}
	}
	return o, nil
}

func (o *output) write(t *table, w *rowWriter) error {
	w.finish()
	o.rows[t] += w.rows
	o.bytes += int64(len(w.buf))
	dst := o.stream
	if dst == nil {
		dst = o.files[t]
	}
	_, err := dst.Write(w.buf)
	w.reset()
	return err
}

func (o *output) writeChunk(c *chunkOut) error {
	for _, x := range []struct {
		t *table
		w *rowWriter
	}{{tPosts, c.posts}, {tPostmeta, c.meta}, {tRelations, c.rels}} {
		if err := o.write(x.t, x.w); err != nil {
			return err
		}
	}
	return nil
}

// close flushes the data and writes the load scripts.
func (o *output) close() error {
	var first error
	keep := func(err error) {
		if first == nil {
			first = err
		}
	}
	if o.stream != nil {
		_, err := o.stream.WriteString(o.epilogue())
		keep(err)
		keep(o.stream.Flush())
	}
	for _, w := range o.files {
		keep(w.Flush())
	}
	for _, f := range o.closer {
		keep(f.Close())
	}
	if first != nil {
		return first
	}
	if o.cfg.format == formatTSV {
		for _, f := range o.tsvScripts() {
			if err := os.WriteFile(filepath.Join(o.dir, f.name), []byte(f.text), 0o644); err != nil {
				return err
			}
		}
	}
	return os.WriteFile(filepath.Join(o.dir, "load.sh"), []byte(o.loadScript()), 0o755)
}

// prologue creates the tables, as WordPress defines them, and drops the
// secondary keys of the big tables until the rows are in.
func (o *output) prologue() string {
	var b strings.Builder
	fmt.Fprintf(&b, "-- Written by wpgen: %d posts, seed %d.\n", o.cfg.posts, o.cfg.seed)
	b.WriteString("SET NAMES utf8mb4;\nSET SESSION unique_checks = 0, foreign_key_checks = 0, sql_mode = 'NO_AUTO_VALUE_ON_ZERO';\n")
	b.WriteString(schemaSQL)
	b.WriteString("\n")
	if o.cfg.deferKeys {
		for _, t := range bigTables {
			var drops []string
			for _, k := range t.keys {
				name := k[len("KEY "):]
				drops = append(drops, "DROP KEY "+name[:strings.Index(name, " ")])
			}
			fmt.Fprintf(&b, "ALTER TABLE `%s` %s;\n", t.name, strings.Join(drops, ", "))
		}
	}
	return b.String()
}

// epilogue adds the keys back and refreshes the statistics (sql format).
func (o *output) epilogue() string {
	var b strings.Builder
	if o.cfg.deferKeys {
		for _, t := range bigTables {
			b.WriteString(addKeys(t))
		}
	}
	b.WriteString(analyze())
	return b.String()
}

// addKeys adds back the keys the prologue dropped, in their original order,
// so that SHOW CREATE TABLE is WordPress's.
func addKeys(t *table) string {
	var adds []string
	for _, k := range t.keys {
		adds = append(adds, "ADD "+k)
	}
	return fmt.Sprintf("ALTER TABLE `%s` %s;\n", t.name, strings.Join(adds, ", "))
}

// analyze refreshes the optimizer's statistics after the bulk load.
func analyze() string {
	var names []string
	for _, t := range allTables {
		names = append(names, "`"+t.name+"`")
	}
	return fmt.Sprintf("ANALYZE TABLE %s;\n", strings.Join(names, ", "))
}

type script struct{ name, text string }

// tsvScripts are the SQL files load.sh runs for the tsv format:
// load-schema.sql first; then, in parallel sessions, load-small.sql and one
// load-TABLE.sql per big table (its LOAD DATA, then its keys); then
// load-end.sql. Loading the big tables side by side is about twice as fast
// as one after another; LOAD DATA into one table from two sessions is not
// (they wait on each other's locks).
func (o *output) tsvScripts() []script {
	const session = "SET NAMES utf8mb4;\nSET SESSION unique_checks = 0, foreign_key_checks = 0, sql_mode = 'NO_AUTO_VALUE_ON_ZERO';\n"
	loadData := func(t *table) string {
		return fmt.Sprintf("LOAD DATA LOCAL INFILE '%s.tsv' INTO TABLE `%s` CHARACTER SET utf8mb4\n"+
			"  FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' (%s);\n", t.name, t.name, t.columnList())
	}
	out := []script{{"load-schema.sql", o.prologue()}}
	small := session
	for _, t := range allTables {
		if !slices.Contains(bigTables, t) {
			small += loadData(t)
		}
	}
	out = append(out, script{"load-small.sql", small})
	for _, t := range bigTables {
		text := session + loadData(t)
		if o.cfg.deferKeys {
			text += addKeys(t)
		}
		out = append(out, script{"load-" + t.name + ".sql", text})
	}
	return append(out, script{"load-end.sql", analyze()})
}

func (o *output) loadScript() string {
	head := `#!/usr/bin/env bash
# Written by wpgen. Loads this folder into a new database (dropped first if it exists):
#   ./load.sh DBNAME [mysql client options, e.g. -h127.0.0.1 -P3306 -uroot]
# A password goes through MYSQL_PWD, never on the command line.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
db=${1:?usage: load.sh DBNAME [mysql options]}
shift
case $db in *[!A-Za-z0-9_]*) echo "load.sh: bad database name: $db" >&2; exit 2 ;; esac
sql() { mysql --default-character-set=utf8mb4 "$@"; }
sql "$@" -e "DROP DATABASE IF EXISTS \` + "`" + `$db\` + "`" + `; CREATE DATABASE \` + "`" + `$db\` + "`" + ` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci"
`
	if o.cfg.format == formatSQL {
		return head + `sql "$@" "$db" <wordpress.sql >/dev/null
`
	}
	var parts []string
	for _, t := range bigTables {
		parts = append(parts, "load-"+t.name+".sql")
	}
	return head + `sql "$@" "$db" <load-schema.sql
# The big tables load side by side, each in its own session.
pids=()
for part in load-small.sql ` + strings.Join(parts, " ") + `; do
	sql --local-infile=1 "$@" "$db" <"$part" >/dev/null &
	pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
[ "$failed" = 0 ] || { echo "load.sh: loading $db failed" >&2; exit 1; }
sql "$@" "$db" <load-end.sql >/dev/null
`
}

// writeStatic writes the options, users, usermeta and terms.
func (o *output) writeStatic(s *site) error {
	w := newRowWriter(o.cfg.format, tOptions)
	for _, opt := range siteOptions(s) {
		w.begin()
		w.str(opt.Name)
		w.str(opt.Value)
		w.str(opt.Autoload)
		w.end()
	}
	if err := o.write(tOptions, w); err != nil {
		return err
	}

	uw := newRowWriter(o.cfg.format, tUsers)
	mw := newRowWriter(o.cfg.format, tUsermeta)
	for _, u := range s.users {
		uw.begin()
		uw.int(u.id)
		uw.str(u.login)
		uw.str("$P$B" + fmt.Sprintf("%027x", uint64(u.id)*0x9e3779b97f4a7c15)[:27]) // phpass-shaped
		uw.str(u.nicename)
		uw.str(u.email)
		uw.str("")
		uw.date(u.registered)
		uw.str("")
		uw.int(0)
		uw.str(u.display)
		uw.end()
		meta := [][2]string{
			{"nickname", u.login}, {"first_name", u.first}, {"last_name", u.last}, {"description", ""},
			{"rich_editing", "true"}, {"syntax_highlighting", "true"}, {"comment_shortcuts", "false"},
			{"admin_color", "fresh"}, {"use_ssl", "0"}, {"show_admin_bar_front", "true"}, {"locale", ""},
			{"wp_capabilities", serialize(phpArray{{u.role, true}})}, {"wp_user_level", strconv.Itoa(u.level)},
			{"dismissed_wp_pointers", ""},
		}
		if u.id%10 == 3 {
			meta[3][1] = "Writes about " + words[int(u.id)%len(words)] + " and " + words[int(u.id*7)%len(words)] + "."
		}
		meta = append(meta, [2]string{"_yoast_wpseo_profile_updated", strconv.FormatInt(u.registered.Unix(), 10)})
		if u.id == 5 || u.id == 150 {
			meta = append(meta, [2]string{"wpseo_noindex_author", "on"})
		}
		for _, m := range meta {
			mw.begin()
			mw.int(u.id)
			mw.str(m[0])
			mw.str(m[1])
			mw.end()
		}
	}
	if err := o.write(tUsers, uw); err != nil {
		return err
	}
	if err := o.write(tUsermeta, mw); err != nil {
		return err
	}

	tw := newRowWriter(o.cfg.format, tTerms)
	for _, t := range s.terms {
		tw.begin()
		tw.int(t.id)
		tw.str(t.name)
		tw.str(t.slug)
		tw.int(0)
		tw.end()
	}
	return o.write(tTerms, tw)
}

// writeTermTaxonomy writes wp_term_taxonomy with the counts of published posts.
func (o *output) writeTermTaxonomy(s *site, counts []int64) error {
	w := newRowWriter(o.cfg.format, tTermTax)
	for _, t := range s.terms {
		w.begin()
		w.int(t.id)
		w.int(t.id)
		w.str(t.taxonomy)
		w.str(t.description)
		w.int(t.parent)
		w.int(counts[t.id])
		w.end()
	}
	return o.write(tTermTax, w)
}
