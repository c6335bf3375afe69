// Package deploy holds the tests of the deployment files beside it (the
// systemd unit and its header, docker-compose.yml at the repository's
// root, the Grafana dashboard and the Prometheus alert rules, held to the
// series a running service exports); the web server snippets are run by
// the end-to-end tests (package e2e). It has no code of its own.
package deploy
