// Package scripts holds the tests of the shell scripts beside it (setup-db.sh and lib.sh,
// test.sh, run-example.sh, release.sh and the archive it makes, which must
// stand alone: its README's links, its Dockerfile, its compose file) and of
// the Dockerfile's build. It has no code of its own.
package scripts
