package logtest

import (
	"bytes"
	"log/slog"
	"testing"
)

// Logger returns a text logger at level that writes each record to t's
// log, so that it shows beside the test that logged it.
func Logger(t testing.TB, level slog.Level) *slog.Logger {
	return slog.New(slog.NewTextHandler(writer{t}, &slog.HandlerOptions{Level: level}))
}

type writer struct{ t testing.TB }

func (w writer) Write(p []byte) (int, error) {
	w.t.Log(string(bytes.TrimRight(p, "\n")))
	return len(p), nil
}
