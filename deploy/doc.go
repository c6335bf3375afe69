// Package deploy holds the tests of the deployment files beside it (the
// systemd unit, docker-compose.yml at the repository's root); the web
// server snippets are run by the end-to-end tests (package e2e). It has no
// code of its own.
package deploy
