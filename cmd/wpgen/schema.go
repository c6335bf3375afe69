package main

import (
	_ "embed"
	"strings"
)

// schemaSQL holds WordPress's CREATE TABLE statements, copied unchanged
// from a mysqldump of a real WordPress 6.1 install.
//
//go:embed schema.sql
var schemaSQL string

// table is one generated table: the columns written (an AUTO_INCREMENT
// column left out is numbered by the server, in load order) and the
// secondary keys of its CREATE TABLE, which the load script drops before
// loading and adds back afterwards (building an index once is much faster
// than updating it row by row).
type table struct {
	name    string
	columns []string
	keys    []string // "KEY `post_name` (`post_name`(191))"
}

func (t *table) columnList() string {
	q := make([]string, len(t.columns))
	for i, c := range t.columns {
		q[i] = "`" + c + "`"
	}
	return strings.Join(q, ",")
}

// The tables wpgen fills, in load order.
var (
	tOptions   = &table{name: "wp_options", columns: []string{"option_name", "option_value", "autoload"}}
	tUsers     = &table{name: "wp_users"}
	tUsermeta  = &table{name: "wp_usermeta", columns: []string{"user_id", "meta_key", "meta_value"}}
	tTerms     = &table{name: "wp_terms"}
	tTermTax   = &table{name: "wp_term_taxonomy"}
	tPosts     = &table{name: "wp_posts"}
	tPostmeta  = &table{name: "wp_postmeta", columns: []string{"post_id", "meta_key", "meta_value"}}
	tRelations = &table{name: "wp_term_relationships"}
	allTables  = []*table{tOptions, tUsers, tUsermeta, tTerms, tTermTax, tPosts, tPostmeta, tRelations}
)

func init() {
	for _, t := range allTables {
		cols, keys := parseCreateTable(schemaSQL, t.name)
		if cols == nil {
			panic("wpgen: schema.sql has no table " + t.name)
		}
		if t.columns == nil {
			t.columns = cols
		}
		t.keys = keys
	}
}

// createTable returns the CREATE TABLE statement of name from schemaSQL.
func createTable(schema, name string) string {
	start := strings.Index(schema, "CREATE TABLE `"+name+"` (")
	if start < 0 {
		return ""
	}
	end := strings.Index(schema[start:], ";")
	return schema[start : start+end]
}

// parseCreateTable lists the columns and the plain (non-unique, non-primary)
// keys of one CREATE TABLE in schema.
func parseCreateTable(schema, name string) (cols, keys []string) {
	stmt := createTable(schema, name)
	if stmt == "" {
		return nil, nil
	}
	for _, line := range strings.Split(stmt, "\n")[1:] {
		line = strings.TrimSuffix(strings.TrimSpace(line), ",")
		switch {
		case strings.HasPrefix(line, "`"):
			cols = append(cols, line[1:strings.Index(line[1:], "`")+1])
		case strings.HasPrefix(line, "KEY "):
			keys = append(keys, line)
		}
	}
	return cols, keys
}
