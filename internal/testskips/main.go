// Command testskips reads `go test -json` on stdin and writes what a plain
// `go test` prints (each package's ok or FAIL line, the output of the tests
// that failed, benchmark results, build errors), then one closing line
// naming every test that skipped, with its reason, and how to run them. scripts/test.sh pipes go
// test through it, so that a run that passes while skipping tests (the
// e2e tests without their tools) says so at its end.
//
// It exits 0 whatever the tests did: test.sh keeps go test's own exit
// status (pipefail).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action     string
	Package    string
	ImportPath string // build-output events
	Test       string
	Output     string
}

// skip is a skipped test and the reason its output gave.
type skip struct {
	pkg, test, reason string
}

// module is the prefix cut from package paths in the closing line.
const module = "github.com/wpsitemap/wpsitemap/"

func main() {
	if err := filter(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "testskips:", err)
		os.Exit(1)
	}
}

// filter copies what a plain go test prints from the events on in to out,
// then the closing line.
func filter(in io.Reader, out io.Writer) error {
	w := bufio.NewWriter(out)
	defer w.Flush()
	held := map[string][]string{} // a running test's output, by package and name
	var skips []skip
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if err := json.Unmarshal(line, &e); err != nil || e.Action == "" {
			// Not an event (go's own messages on a line of their own): as it is.
			w.Write(line)
			w.WriteByte('\n')
			continue
		}
		key := e.Package + " " + e.Test
		switch {
		case e.Action == "build-output":
			w.WriteString(e.Output)
		case e.Test == "" && e.Action == "output":
			// The package's lines: ok, FAIL, a panic outside tests; the
			// "PASS" that only -v prints is left out.
			if e.Output != "PASS\n" {
				w.WriteString(e.Output)
			}
		case e.Action == "output" && strings.HasPrefix(e.Test, "Benchmark"):
			// A benchmark's results, as go test -bench prints them; it
			// ends with no pass event to release held output.
			if !strings.HasPrefix(e.Output, "=== ") && e.Output != e.Test+"\n" {
				w.WriteString(e.Output)
				held[key] = append(held[key], e.Output) // a skip's reason
			}
		case e.Action == "output":
			if !strings.HasPrefix(e.Output, "=== ") {
				held[key] = append(held[key], e.Output)
			}
		case e.Action == "fail":
			if e.Test != "" && !strings.HasPrefix(e.Test, "Benchmark") { // a benchmark's is out already
				w.WriteString(strings.Join(held[key], ""))
			}
			delete(held, key)
		case e.Action == "skip" && e.Test != "":
			skips = append(skips, skip{e.Package, e.Test, reason(held[key])})
			delete(held, key)
		case e.Action == "pass":
			delete(held, key)
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	w.WriteString(closing(skips) + "\n")
	return nil
}

// logPrefix is what t.Skip puts before its message: the file and line.
var logPrefix = regexp.MustCompile(`^\s*\S+\.go:\d+: `)

// reason is the last message a skipped test logged before its
// "--- SKIP" line.
func reason(output []string) string {
	for i := len(output) - 1; i >= 0; i-- {
		l := strings.TrimSpace(output[i])
		if l == "" || strings.HasPrefix(l, "--- SKIP") {
			continue
		}
		return strings.TrimSpace(logPrefix.ReplaceAllString(output[i], ""))
	}
	return "no reason given"
}

// closing is the line that ends test.sh's output.
func closing(skips []skip) string {
	if len(skips) == 0 {
		return "test.sh: no test skipped"
	}
	names := make([]string, len(skips))
	for i, s := range skips {
		names[i] = fmt.Sprintf("%s.%s (%s)", strings.TrimPrefix(s.pkg, module), s.test, s.reason)
	}
	return fmt.Sprintf("test.sh: %d %s skipped: %s. To run them: install what they need (e2e/setup.sh installs the e2e tests' tools), "+
		"or run CI=true scripts/test.sh, which installs it and fails a test instead of skipping it; docs/testing.md says what each needs",
		len(skips), plural(len(skips)), strings.Join(names, "; "))
}

func plural(n int) string {
	if n == 1 {
		return "test"
	}
	return "tests"
}
