package main

import (
	"errors"

	"github.com/wpsitemap/wpsitemap/wpdb"
)

// setupHints names, for each problem the start-up probe tells apart, the
// setting to change.
var setupHints = map[wpdb.Problem]string{
	wpdb.Unreachable:      "is WORDPRESS_DB_HOST right, and is the database server running?",
	wpdb.Unavailable:      "try again once the database server answers",
	wpdb.AccessDenied:     "are WORDPRESS_DB_USER and WORDPRESS_DB_PASSWORD right?",
	wpdb.HostNotAllowed:   "is WORDPRESS_DB_USER right? The MySQL user must be allowed to connect from this host",
	wpdb.NoDatabase:       "is WORDPRESS_DB_NAME right?",
	wpdb.NoDatabaseAccess: "is WORDPRESS_DB_NAME right? The user needs SELECT on it (README: Database grants)",
	wpdb.NoTableAccess:    "grant the user SELECT on the whole database (README: Database grants)",
	wpdb.WrongPrefix:      "is WORDPRESS_TABLE_PREFIX right?",
	wpdb.NotWordPress:     "is WORDPRESS_DB_NAME right?",
	wpdb.MissingTables:    "is WORDPRESS_TABLE_PREFIX right, and is WordPress fully installed?",
}

// setupMessage is the one line printed when the database settings are
// wrong: what is wrong, the setting to change, and what was found instead,
// as in `table wp_options not found in database "x": is
// WORDPRESS_TABLE_PREFIX right? (tables found with prefix "wpx_")`.
func setupMessage(err error) string {
	var se *wpdb.SetupError
	if !errors.As(err, &se) {
		return err.Error()
	}
	msg := se.Msg
	if h := setupHints[se.Problem]; h != "" {
		msg += ": " + h
	}
	if se.Found != "" {
		msg += " (" + se.Found + ")"
	}
	return msg
}
