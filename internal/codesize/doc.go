// Package codesize holds the test that keeps every function of the
// module's non-test code short enough to read at once. It has no code of
// its own.
package codesize
