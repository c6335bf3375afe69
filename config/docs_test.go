package config

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestSettingsDocumented: docs/configuration.md's settings table has a row
// for every setting, naming its variable (when it has one), its flag and
// its default, so that the operators' reference cannot lose one.
func TestSettingsDocumented(t *testing.T) {
	b, err := os.ReadFile("../docs/configuration.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{} // a table row by each `--flag` it names
	flagRE := regexp.MustCompile("`--([a-z-]+)")
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "| ") {
			continue
		}
		for _, m := range flagRE.FindAllStringSubmatch(line, -1) {
			rows[m[1]] = line
		}
	}
	for _, s := range allSettings {
		row, ok := rows[s.flag]
		if !ok {
			t.Errorf("docs/configuration.md has no row for --%s", s.flag)
			continue
		}
		if s.env != "" && !strings.Contains(row, "`"+s.env+"`") {
			t.Errorf("docs/configuration.md's row for --%s does not name %s:\n%s", s.flag, s.env, row)
		}
		if s.def != "" && !strings.Contains(row, "`"+s.def+"`") {
			t.Errorf("docs/configuration.md's row for --%s does not give its default %q:\n%s", s.flag, s.def, row)
		}
	}
}
