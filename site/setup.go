package site

import (
	"errors"
	"strings"

	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// setupHints names, for each problem the start-up probe tells apart, the
// settings to change: {db-host} and the like stand for where the value
// came from (config.Config.Origin: a flag, a variable, a wp-config.php
// line, or the variable to set when it was the default).
var setupHints = map[wpdb.Problem]string{
	wpdb.Unreachable:      "is {db-host} right, and is the database server running?",
	wpdb.Unavailable:      "try again once the database server answers",
	wpdb.AccessDenied:     "are {db-user} and {db-password} right?",
	wpdb.HostNotAllowed:   "is {db-user} right? The MySQL user must be allowed to connect from this host",
	wpdb.NoDatabase:       "is {db-name} right?",
	wpdb.NoDatabaseAccess: "is {db-name} right? The user needs SELECT on it (README: Database grants)",
	wpdb.NoTableAccess:    "grant the user SELECT on the whole database (README: Database grants)",
	wpdb.WrongPrefix:      "is {table-prefix} right?",
	wpdb.NotWordPress:     "is {db-name} right?",
	wpdb.MissingTables:    "is {table-prefix} right, and is WordPress fully installed?",
}

// setupSettings are the settings a hint may name.
var setupSettings = []string{"db-host", "db-user", "db-password", "db-name", "table-prefix"}

// SetupMessage is the one line printed when the database settings are
// wrong: what is wrong, the setting to change, named by where its value
// came from, and what was found instead, as in `table wpx_options not found
// in database "x": is $table_prefix in /var/www/html/wp-config.php (line
// 65) right? (tables found with prefix "wp_")`.
func SetupMessage(err error, cfg config.Config) string {
	var se *wpdb.SetupError
	if !errors.As(err, &se) {
		return err.Error()
	}
	msg := se.Msg
	if h := setupHints[se.Problem]; h != "" {
		for _, s := range setupSettings {
			h = strings.ReplaceAll(h, "{"+s+"}", cfg.Origin(s))
		}
		msg += ": " + h
	}
	if se.Found != "" {
		msg += " (" + se.Found + ")"
	}
	return msg
}
