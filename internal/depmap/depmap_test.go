package depmap

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/wpsitemap/wpsitemap"

// mapFile is the map, relative to this package's directory.
var mapFile = filepath.Join("..", "..", "docs", "architecture.md")

// edges is a set of "from -> to" strings.
type edges map[string]bool

func (e edges) sorted() []string {
	var out []string
	for k := range e {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// readMap parses the tables under the headings "## Imports" (package → the
// module's packages it imports) and "## Libraries only one place may import"
// (library → the packages that import it) of the map.
func readMap(t *testing.T) (internal, libs edges, libNames []string) {
	t.Helper()
	f, err := os.Open(mapFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	internal, libs = edges{}, edges{}
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "## ") {
			section = strings.TrimPrefix(line, "## ")
			continue
		}
		if !strings.HasPrefix(line, "|") || strings.HasPrefix(line, "|---") || strings.HasPrefix(line, "| ---") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) < 2 {
			continue
		}
		left := names(cells[0])
		right := names(cells[1])
		if len(left) != 1 {
			continue // the header row, or prose
		}
		switch section {
		case "Imports":
			for _, to := range right {
				internal[left[0]+" -> "+to] = true
			}
			internal[left[0]+" -> "] = true // the package is on the map
		case "Libraries only one place may import":
			libNames = append(libNames, left[0])
			for _, from := range right {
				libs[from+" -> "+left[0]] = true
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(internal) == 0 || len(libNames) == 0 {
		t.Fatalf("%s: no \"## Imports\" or \"## Libraries only one place may import\" table found", mapFile)
	}
	return internal, libs, libNames
}

// names returns the back-quoted names of a table cell.
func names(cell string) []string {
	var out []string
	parts := strings.Split(cell, "`")
	for i := 1; i < len(parts); i += 2 {
		out = append(out, parts[i])
	}
	return out
}

type pkg struct {
	ImportPath string
	Imports    []string
}

// listImports runs go list over the module and returns its packages' imports
// (tests' imports excluded), with the module path trimmed.
func listImports(t *testing.T) []pkg {
	t.Helper()
	cmd := exec.Command("go", "list", "-json=ImportPath,Imports", module+"/...")
	cmd.Dir = filepath.Join("..", "..")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	var pkgs []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		p.ImportPath = trim(p.ImportPath)
		pkgs = append(pkgs, p)
	}
	return pkgs
}

func trim(path string) string {
	if path == module {
		return "."
	}
	return strings.TrimPrefix(path, module+"/")
}

// TestImportsFollowTheMap fails when a package imports one of the module's
// packages the map does not draw, when the map draws an import no package
// makes, or when a package is missing from the map.
func TestImportsFollowTheMap(t *testing.T) {
	want, _, _ := readMap(t)
	got := edges{}
	for _, p := range listImports(t) {
		got[p.ImportPath+" -> "] = true
		for _, imp := range p.Imports {
			if strings.HasPrefix(imp, module+"/") {
				got[p.ImportPath+" -> "+trim(imp)] = true
			}
		}
	}
	diff(t, "imports", want, got)
}

// TestLibrariesStayInTheirPlace fails when a library the map gives to named
// packages (the SQL driver, the router, the binary log reader...) is imported
// anywhere else, or no longer where the map says.
func TestLibrariesStayInTheirPlace(t *testing.T) {
	_, want, libNames := readMap(t)
	got := edges{}
	for _, p := range listImports(t) {
		for _, imp := range p.Imports {
			for _, lib := range libNames {
				if imp == lib || strings.HasPrefix(imp, lib+"/") {
					got[p.ImportPath+" -> "+lib] = true
				}
			}
		}
	}
	diff(t, "libraries", want, got)
}

func diff(t *testing.T, what string, want, got edges) {
	t.Helper()
	var extra, missing []string
	for _, e := range got.sorted() {
		if !want[e] {
			extra = append(extra, e)
		}
	}
	for _, e := range want.sorted() {
		if !got[e] {
			missing = append(missing, e)
		}
	}
	if len(extra) > 0 {
		t.Errorf("%s the code has and %s does not draw (add them to the map, or remove the import):\n%s",
			what, mapFile, strings.Join(extra, "\n"))
	}
	if len(missing) > 0 {
		t.Errorf("%s %s draws and the code does not have (the map is stale):\n%s",
			what, mapFile, strings.Join(missing, "\n"))
	}
}
