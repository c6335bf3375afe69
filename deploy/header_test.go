package deploy

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestSystemdHeaderPastes: the installation steps in the unit's header (the
// comment lines indented as commands, up to the first blank comment line)
// are shell that parses line by line, so that pasting them, a line at a
// time or all at once, never leaves the shell waiting for a closing quote.
func TestSystemdHeaderPastes(t *testing.T) {
	f, err := os.Open("systemd/wpsitemap.service")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var steps []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "#" && len(steps) > 0 {
			break
		}
		if cmd, ok := strings.CutPrefix(line, "#   "); ok {
			steps = append(steps, cmd)
		}
	}
	if len(steps) < 5 {
		t.Fatalf("found %d installation steps in the header, want the install, password, enable and check lines: %q", len(steps), steps)
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range append(steps, strings.Join(steps, "\n")) {
		if out, err := exec.Command(bash, "-n", "-c", s).CombinedOutput(); err != nil {
			t.Errorf("bash -n rejects %q: %v\n%s", s, err, out)
		}
	}
}
