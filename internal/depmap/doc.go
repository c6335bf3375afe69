// Package depmap holds the test that keeps docs/architecture.md true: every
// import between the module's packages, and every import of a library that only
// one package may use, must be one the map allows, and every edge the map draws
// must exist. It has no code of its own.
package depmap
