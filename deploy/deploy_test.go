package deploy

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// unitSettings reads the [Service] section of a systemd unit: every value
// of each key, in order.
func unitSettings(t *testing.T, path string) map[string][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]string{}
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "["):
			section = line
		case section == "[Service]":
			k, v, _ := strings.Cut(line, "=")
			out[k] = append(out[k], v)
		}
	}
	return out
}

// TestSystemdUnitKeepsState: the unit as shipped has a state directory
// that systemd creates for its dynamic user (and leaves writable under
// ProtectSystem=strict), WPSITEMAP_STATE_DIR names it, and
// systemd-analyze verify finds nothing to say about the unit.
func TestSystemdUnitKeepsState(t *testing.T) {
	const unit = "systemd/wpsitemap.service"
	s := unitSettings(t, unit)
	for k, want := range map[string]string{"DynamicUser": "yes", "ProtectSystem": "strict", "StateDirectory": "wpsitemap"} {
		if got := s[k]; len(got) != 1 || got[0] != want {
			t.Errorf("%s=%v, want %s", k, got, want)
		}
	}
	var stateDir string
	for _, e := range s["Environment"] {
		if v, ok := strings.CutPrefix(e, "WPSITEMAP_STATE_DIR="); ok {
			stateDir = v
		}
	}
	// %S is /var/lib for a system unit: the state directory's parent.
	if len(s["StateDirectory"]) == 1 && stateDir != "%S/"+s["StateDirectory"][0] {
		t.Errorf("WPSITEMAP_STATE_DIR=%q, want %%S/%s, the StateDirectory", stateDir, s["StateDirectory"][0])
	}

	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		dbtest.Unavailable(t, "systemd-analyze: %v (Debian package systemd)", err)
	}
	// verify checks that ExecStart's program exists: point it at one that does.
	src, err := os.ReadFile(unit)
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	body := strings.Replace(string(src), "ExecStart=/usr/local/bin/wpsitemap ", "ExecStart="+self+" ", 1)
	copyPath := filepath.Join(t.TempDir(), "wpsitemap.service")
	if err := os.WriteFile(copyPath, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(analyze, "verify", copyPath).CombinedOutput()
	// Warnings about other units of the machine are not this unit's.
	var ours []string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, "wpsitemap.service") {
			ours = append(ours, l)
		}
	}
	if err != nil || len(ours) > 0 {
		t.Errorf("systemd-analyze verify: %v\n%s", err, strings.Join(ours, "\n"))
	}
}

// TestComposeKeepsState: docker-compose.yml, as docker-compose reads it,
// gives the wpsitemap service a named volume at the directory its
// WPSITEMAP_STATE_DIR names.
func TestComposeKeepsState(t *testing.T) {
	compose, err := exec.LookPath("docker-compose")
	if err != nil {
		dbtest.Unavailable(t, "docker-compose: %v (Debian package docker-compose)", err)
	}
	cmd := exec.Command(compose, "-f", "docker-compose.yml", "config")
	cmd.Dir = ".."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("docker-compose config: %v", err)
	}
	// The wpsitemap service's block: "  wpsitemap:" to the next line
	// indented as little.
	var block []string
	in := false
	for _, l := range strings.Split(string(out), "\n") {
		switch {
		case l == "  wpsitemap:":
			in = true
		case in && (len(l)-len(strings.TrimLeft(l, " ")) <= 2):
			in = false
		case in:
			block = append(block, l)
		}
	}
	text := strings.Join(block, "\n")
	env := regexp.MustCompile(`(?m)^\s+WPSITEMAP_STATE_DIR: (\S+)$`).FindStringSubmatch(text)
	if env == nil {
		t.Fatalf("the wpsitemap service sets no WPSITEMAP_STATE_DIR:\n%s", text)
	}
	vol := regexp.MustCompile(`(?m)^\s+- (\w+):` + regexp.QuoteMeta(env[1]) + `:rw$`).FindStringSubmatch(text)
	if vol == nil {
		t.Fatalf("no writable volume at %s in the wpsitemap service:\n%s", env[1], text)
	}
	cmd = exec.Command(compose, "-f", "docker-compose.yml", "config", "--volumes")
	cmd.Dir = ".."
	vols, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(strings.Fields(string(vols)), vol[1]) {
		t.Errorf("volume %s is not a named volume of the file (%q): it would not outlive the container", vol[1], vols)
	}
}

// TestComposeFleet: deploy/compose-fleet.yml read on top of
// docker-compose.yml, as docker-compose reads both, runs a Redis and three
// wpsitemap replicas that share it under one site name, under the network
// alias nginx's $wpsitemap_backend names, each with a state directory in a
// named volume of its own.
func TestComposeFleet(t *testing.T) {
	compose, err := exec.LookPath("docker-compose")
	if err != nil {
		dbtest.Unavailable(t, "docker-compose: %v (Debian package docker-compose)", err)
	}
	files := []string{"-f", "docker-compose.yml", "-f", "deploy/compose-fleet.yml"}
	cmd := exec.Command(compose, append(files, "config")...)
	cmd.Dir = ".."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("docker-compose config: %v", err)
	}
	// Each service's block: "  NAME:" to the next line indented as little.
	blocks := map[string]string{}
	name := ""
	inServices := false
	for _, l := range strings.Split(string(out), "\n") {
		indent := len(l) - len(strings.TrimLeft(l, " "))
		switch {
		case l == "services:":
			inServices = true
		case indent == 0 && l != "":
			inServices = false
		case inServices && indent == 2 && strings.HasSuffix(l, ":"):
			name = strings.TrimSuffix(strings.TrimSpace(l), ":")
		case inServices && name != "":
			blocks[name] += l + "\n"
		}
	}
	if _, ok := blocks["redis"]; !ok {
		t.Fatalf("no redis service:\n%s", out)
	}
	cmd = exec.Command(compose, append(files, "config", "--volumes")...)
	cmd.Dir = ".."
	vols, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	setting := func(block, key string) string {
		m := regexp.MustCompile(`(?m)^\s+` + key + `: (\S+)$`).FindStringSubmatch(block)
		if m == nil {
			return ""
		}
		return m[1]
	}
	sites := map[string]bool{}
	states := map[string]bool{}
	for _, svc := range []string{"wpsitemap", "wpsitemap2", "wpsitemap3"} {
		b, ok := blocks[svc]
		if !ok {
			t.Errorf("no service %s", svc)
			continue
		}
		if r := setting(b, "WPSITEMAP_REDIS"); r != "redis://redis:6379/0" {
			t.Errorf("%s: WPSITEMAP_REDIS %q, want the redis service's", svc, r)
		}
		sites[setting(b, "WPSITEMAP_FLEET_SITE")] = true
		if !regexp.MustCompile(`(?m)^\s+aliases:\n\s+- wpsitemap$`).MatchString(b) {
			t.Errorf("%s is not reached as wpsitemap (network alias), which nginx's $wpsitemap_backend names:\n%s", svc, b)
		}
		dir := setting(b, "WPSITEMAP_STATE_DIR")
		vol := regexp.MustCompile(`(?m)^\s+- (\w+):` + regexp.QuoteMeta(dir) + `:rw$`).FindStringSubmatch(b)
		switch {
		case dir == "" || vol == nil:
			t.Errorf("%s: no writable volume at its WPSITEMAP_STATE_DIR %q:\n%s", svc, dir, b)
		case states[vol[1]]:
			t.Errorf("%s shares the state volume %s with another replica", svc, vol[1])
		case !slices.Contains(strings.Fields(string(vols)), vol[1]):
			t.Errorf("%s: volume %s is not a named volume (%q)", svc, vol[1], vols)
		default:
			states[vol[1]] = true
		}
	}
	if len(sites) != 1 || sites[""] {
		t.Errorf("the replicas give WPSITEMAP_FLEET_SITE %v, want one name", sites)
	}
}
