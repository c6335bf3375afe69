package main

import (
	"errors"

	"github.com/wpsitemap/wpsitemap/wp"
)

// setupHints names, for each problem the start-up probe tells apart, the
// setting to change.
var setupHints = map[wp.Problem]string{
	wp.Unreachable:      "is WORDPRESS_DB_HOST right, and is the database server running?",
	wp.Unavailable:      "try again once the database server answers",
	wp.AccessDenied:     "are WORDPRESS_DB_USER and WORDPRESS_DB_PASSWORD right?",
	wp.HostNotAllowed:   "is WORDPRESS_DB_USER right? The MySQL user must be allowed to connect from this host",
	wp.NoDatabase:       "is WORDPRESS_DB_NAME right?",
	wp.NoDatabaseAccess: "is WORDPRESS_DB_NAME right? The user needs SELECT on it (README: Database grants)",
	wp.NoTableAccess:    "grant the user SELECT on the whole database (README: Database grants)",
	wp.WrongPrefix:      "is WORDPRESS_TABLE_PREFIX right?",
	wp.NotWordPress:     "is WORDPRESS_DB_NAME right?",
	wp.MissingTables:    "is WORDPRESS_TABLE_PREFIX right, and is WordPress fully installed?",
}

// setupMessage is the one line printed when the database settings are
// wrong: what is wrong, the setting to change, and what was found instead,
// as in `table wp_options not found in database "x": is
// WORDPRESS_TABLE_PREFIX right? (tables found with prefix "wpx_")`.
func setupMessage(err error) string {
	var se *wp.SetupError
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
