package wpdb

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/logtest"
)

// TestDriverLogHasNoDuplicateKeys: the driver's messages, logged as JSON,
// keep slog's "msg" key for the constant message and the driver's text
// under another key.
func TestDriverLogHasNoDuplicateKeys(t *testing.T) {
	var buf bytes.Buffer
	driverLogger{slog.New(slog.NewJSONHandler(&buf, nil))}.Print("closing bad idle connection: ", "EOF")
	if p := logtest.CheckLines(buf.String()); len(p) > 0 {
		t.Error(p)
	}
	if !strings.Contains(buf.String(), `"msg":"mysql driver"`) || !strings.Contains(buf.String(), "closing bad idle connection: EOF") {
		t.Errorf("log line %s", buf.String())
	}
}
