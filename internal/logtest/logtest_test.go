package logtest

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDuplicateKeys(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []string
		err  bool
	}{
		{line: `{"time":"x","level":"INFO","msg":"request","status":200}`},
		{line: `{"msg":"mysql driver","msg":"closing bad idle connection"}`, want: []string{"msg"}},
		{line: `{"db":{"user":"a","user":"b"},"user":"c"}`, want: []string{"db.user"}},
		{line: `{"a":[{"k":1,"k":2}],"b":{"c":{"d":1}},"e":null}`, want: []string{"a.k"}},
		{line: `not json`, err: true},
		{line: `[1,2]`, err: true},
		{line: `{"a":1}{"b":2}`, err: true},
	} {
		got, err := DuplicateKeys([]byte(tc.line))
		if (err != nil) != tc.err {
			t.Errorf("%s: error %v, want error %v", tc.line, err, tc.err)
			continue
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.line, d)
		}
	}
}
