package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFilter: what go test -json reports comes out as a plain go test
// prints it (the packages' lines, a failed test's output, benchmark
// results, build errors;
// not a passing or skipped test's logs, nor -v's RUN and PASS lines), then
// a closing line naming each skipped test with the reason it logged.
func TestFilter(t *testing.T) {
	in := `{"Action":"start","Package":"github.com/wpsitemap/wpsitemap/e2e"}
{"Action":"run","Package":"github.com/wpsitemap/wpsitemap/e2e","Test":"TestNginx"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/e2e","Test":"TestNginx","Output":"=== RUN   TestNginx\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/e2e","Test":"TestNginx","Output":"    nginx_test.go:40: nginx: not installed (run e2e/setup.sh)\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/e2e","Test":"TestNginx","Output":"--- SKIP: TestNginx (0.00s)\n"}
{"Action":"skip","Package":"github.com/wpsitemap/wpsitemap/e2e","Test":"TestNginx"}
{"Action":"run","Package":"github.com/wpsitemap/wpsitemap/e2e","Test":"TestQuiet"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/e2e","Test":"TestQuiet","Output":"=== RUN   TestQuiet\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/e2e","Test":"TestQuiet","Output":"--- SKIP: TestQuiet (0.00s)\n"}
{"Action":"skip","Package":"github.com/wpsitemap/wpsitemap/e2e","Test":"TestQuiet"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/e2e","Output":"PASS\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/e2e","Output":"ok  \tgithub.com/wpsitemap/wpsitemap/e2e\t0.05s\n"}
{"Action":"pass","Package":"github.com/wpsitemap/wpsitemap/e2e"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/sitemap","Test":"BenchmarkURLSet","Output":"=== RUN   BenchmarkURLSet\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/sitemap","Test":"BenchmarkURLSet","Output":"BenchmarkURLSet\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/sitemap","Test":"BenchmarkURLSet","Output":"BenchmarkURLSet-2   \t       1\t   4447988 ns/op\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/sitemap","Test":"BenchmarkNews","Output":"    news_test.go:20: no news_gen1m database\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/sitemap","Test":"BenchmarkNews","Output":"--- SKIP: BenchmarkNews\n"}
{"Action":"skip","Package":"github.com/wpsitemap/wpsitemap/sitemap","Test":"BenchmarkNews"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/sitemap","Output":"ok  \tgithub.com/wpsitemap/wpsitemap/sitemap\t0.03s\n"}
{"Action":"run","Package":"github.com/wpsitemap/wpsitemap/wp","Test":"TestGood"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/wp","Test":"TestGood","Output":"    wp_test.go:9: a log of a test that passed\n"}
{"Action":"pass","Package":"github.com/wpsitemap/wpsitemap/wp","Test":"TestGood"}
{"Action":"run","Package":"github.com/wpsitemap/wpsitemap/wp","Test":"TestBad"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/wp","Test":"TestBad","Output":"=== RUN   TestBad\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/wp","Test":"TestBad","Output":"    wp_test.go:12: got 1, want 2\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/wp","Test":"TestBad","Output":"--- FAIL: TestBad (0.00s)\n"}
{"Action":"fail","Package":"github.com/wpsitemap/wpsitemap/wp","Test":"TestBad"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/wp","Output":"FAIL\n"}
{"Action":"output","Package":"github.com/wpsitemap/wpsitemap/wp","Output":"FAIL\tgithub.com/wpsitemap/wpsitemap/wp\t0.02s\n"}
{"Action":"fail","Package":"github.com/wpsitemap/wpsitemap/wp"}
{"ImportPath":"github.com/wpsitemap/wpsitemap/seo [github.com/wpsitemap/wpsitemap/seo.test]","Action":"build-output","Output":"seo/x_test.go:3:1: syntax error\n"}
{"ImportPath":"github.com/wpsitemap/wpsitemap/seo [github.com/wpsitemap/wpsitemap/seo.test]","Action":"build-fail"}
FAIL
`
	var out strings.Builder
	if err := filter(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := "ok  \tgithub.com/wpsitemap/wpsitemap/e2e\t0.05s\n" +
		"BenchmarkURLSet-2   \t       1\t   4447988 ns/op\n" +
		"    news_test.go:20: no news_gen1m database\n--- SKIP: BenchmarkNews\n" +
		"ok  \tgithub.com/wpsitemap/wpsitemap/sitemap\t0.03s\n" +
		"    wp_test.go:12: got 1, want 2\n--- FAIL: TestBad (0.00s)\n" +
		"FAIL\nFAIL\tgithub.com/wpsitemap/wpsitemap/wp\t0.02s\n" +
		"seo/x_test.go:3:1: syntax error\n" +
		"FAIL\n" +
		"test.sh: 3 tests skipped: e2e.TestNginx (nginx: not installed (run e2e/setup.sh)); e2e.TestQuiet (no reason given); " +
		"sitemap.BenchmarkNews (no news_gen1m database). " +
		"To run them: install what they need (e2e/setup.sh installs the e2e tests' tools), or run CI=true scripts/test.sh, " +
		"which installs it and fails a test instead of skipping it; docs/testing.md says what each needs\n"
	if d := cmp.Diff(want, out.String()); d != "" {
		t.Errorf("output (-want +got):\n%s", d)
	}

	out.Reset()
	if err := filter(strings.NewReader(`{"Action":"output","Package":"p","Output":"ok  \tp\t0.01s\n"}`+"\n"), &out); err != nil {
		t.Fatal(err)
	}
	if want := "ok  \tp\t0.01s\ntest.sh: no test skipped\n"; out.String() != want {
		t.Errorf("nothing skipped: %q, want %q", out.String(), want)
	}
}
