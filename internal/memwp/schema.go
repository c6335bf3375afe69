package memwp

import (
	"strconv"
	"strings"
)

// colKind says how a column's values are stored and compared.
type colKind int

const (
	kText colKind = iota // compared as WordPress's utf8mb4_unicode_520_ci collation does
	kInt                 // bigint: stored as its decimal text
	kDate                // datetime: stored as "YYYY-MM-DD HH:MM:SS"
)

type column struct {
	name     string
	kind     colKind
	def      string // default value when an INSERT leaves the column out
	nullable bool   // DEFAULT NULL: left out, it is NULL
}

// schema is one WordPress table as the store reads it: its columns in
// WordPress's order (a dump's CREATE TABLE replaces the order), its
// AUTO_INCREMENT column, and its primary or unique key.
type schema struct {
	cols   []column
	auto   string   // AUTO_INCREMENT column, "" when none
	unique []string // columns of a key two rows may not share
	// optional: a plugin's table, which exists only once a dump created
	// it (WPML's).
	optional bool
}

const zeroDate = "0000-00-00 00:00:00"

func text(n string) column     { return column{name: n} }
func textNull(n string) column { return column{name: n, nullable: true} }
func num(n string) column      { return column{name: n, kind: kInt, def: "0"} }
func date(n string) column     { return column{name: n, kind: kDate, def: zeroDate} }
func textDef(n, d string) column {
	return column{name: n, def: d}
}

// schemas are the tables the store keeps, by name without prefix.
var schemas = map[string]*schema{
	"options": {cols: []column{num("option_id"), text("option_name"), text("option_value"), textDef("autoload", "yes")},
		auto: "option_id", unique: []string{"option_name"}},
	"posts": {cols: []column{num("ID"), num("post_author"), date("post_date"), date("post_date_gmt"), text("post_content"),
		text("post_title"), text("post_excerpt"), textDef("post_status", "publish"), textDef("comment_status", "open"),
		textDef("ping_status", "open"), text("post_password"), text("post_name"), text("to_ping"), text("pinged"),
		date("post_modified"), date("post_modified_gmt"), text("post_content_filtered"), num("post_parent"), text("guid"),
		num("menu_order"), textDef("post_type", "post"), text("post_mime_type"), num("comment_count")},
		auto: "ID", unique: []string{"ID"}},
	"postmeta": {cols: []column{num("meta_id"), num("post_id"), textNull("meta_key"), textNull("meta_value")},
		auto: "meta_id", unique: []string{"meta_id"}},
	"terms": {cols: []column{num("term_id"), text("name"), text("slug"), num("term_group")},
		auto: "term_id", unique: []string{"term_id"}},
	"term_taxonomy": {cols: []column{num("term_taxonomy_id"), num("term_id"), text("taxonomy"), text("description"),
		num("parent"), num("count")}, auto: "term_taxonomy_id", unique: []string{"term_taxonomy_id"}},
	"term_relationships": {cols: []column{num("object_id"), num("term_taxonomy_id"), num("term_order")},
		unique: []string{"object_id", "term_taxonomy_id"}},
	"termmeta": {cols: []column{num("meta_id"), num("term_id"), textNull("meta_key"), textNull("meta_value")},
		auto: "meta_id", unique: []string{"meta_id"}},
	"users": {cols: []column{num("ID"), text("user_login"), text("user_pass"), text("user_nicename"), text("user_email"),
		text("user_url"), date("user_registered"), text("user_activation_key"), num("user_status"), text("display_name")},
		auto: "ID", unique: []string{"ID"}},
	"usermeta": {cols: []column{num("umeta_id"), num("user_id"), textNull("meta_key"), textNull("meta_value")},
		auto: "umeta_id", unique: []string{"umeta_id"}},
	// WPML's (its schema: icl_translations' keys trid_lang and el_type_id
	// are unique, element_id may be NULL; icl_languages, one row per
	// language WPML knows).
	"icl_translations": {cols: []column{num("translation_id"), textDef("element_type", "post_post"), textNull("element_id"),
		num("trid"), text("language_code"), textNull("source_language_code")},
		auto: "translation_id", unique: []string{"translation_id"}, optional: true},
	"icl_languages": {cols: []column{num("id"), text("code"), text("english_name"), num("major"), num("active"),
		textNull("default_locale"), textNull("tag"), num("encode_url"), textNull("country")},
		auto: "id", unique: []string{"code"}, optional: true},
}

func (s *schema) col(name string) (column, bool) {
	for _, c := range s.cols {
		if strings.EqualFold(c.name, name) {
			return c, true
		}
	}
	return column{}, false
}

// row is one row: column name → value. A column absent from the map is
// NULL.
type row map[string]string

func (r row) int(col string) int64 {
	n, _ := strconv.ParseInt(r[col], 10, 64)
	return n
}

// store converts a literal into what a column of kind holds, as MariaDB
// does in its default (non-strict for these conversions) mode: a number
// column takes the number at the start of a string, a datetime column a
// date alone with a zero time.
func (c column) store(v value) (string, bool) {
	if v.null {
		return "", false
	}
	switch c.kind {
	case kInt:
		return intText(v.s), true
	case kDate:
		return dateText(v.s), true
	}
	return v.s, true
}

// intText is the integer a string converts to (its leading number; a
// fraction is rounded as MariaDB rounds it into an integer column).
func intText(s string) string {
	s = strings.TrimSpace(s)
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return strconv.FormatInt(n, 10)
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		if f < 0 {
			return strconv.FormatInt(int64(f-0.5), 10)
		}
		return strconv.FormatInt(int64(f+0.5), 10)
	}
	end := 0
	if end < len(s) && (s[end] == '-' || s[end] == '+') {
		end++
	}
	for end < len(s) && isDigit(s[end]) {
		end++
	}
	n, _ := strconv.ParseInt(s[:end], 10, 64)
	return strconv.FormatInt(n, 10)
}

// dateText normalises a datetime literal: "YYYY-MM-DD" gets a zero time,
// a fraction of a second is dropped.
func dateText(s string) string {
	s = strings.TrimSpace(s)
	if len(s) == 10 {
		return s + " 00:00:00"
	}
	if len(s) > 19 && s[19] == '.' {
		return s[:19]
	}
	return s
}

func parseInt(s string) (int64, error) { return strconv.ParseInt(s, 10, 64) }
