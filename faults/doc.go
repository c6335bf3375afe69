// Package faults holds end-to-end tests of wpsitemap on a bad day: a
// database that is locked, frozen or stopped, clients that stop reading,
// SIGHUP, and hostile content (10 MiB posts, a post with 20,000 images, 32
// requests at once). Each test runs the real binary, built once, against a
// MariaDB server of its own (dbtest.Private: a second mariadbd on another
// port with its data under a temporary directory), which the tests lock,
// pause and stop; the shared server is never touched.
//
// The tests skip when MariaDB's binaries are missing, except with CI=true,
// where they fail. They take about a minute:
//
//	go test ./faults/ -v
package faults
