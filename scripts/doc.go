// Package scripts holds the tests of the shell scripts beside it (setup-db.sh,
// test.sh, run-example.sh). It has no code of its own.
package scripts
