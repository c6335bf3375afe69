package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/websocket"
)

// chromiumDOM opens url in headless Chromium started with flags and returns the DOM it shows,
// read through the DevTools protocol (DOM.getOuterHTML), not through the page: --dump-dom
// reads it with JavaScript, and prints nothing when scripts are off.
func chromiumDOM(t testing.TB, bin, url string, flags ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	argv := append([]string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
		"--user-data-dir=" + t.TempDir(), "--remote-debugging-port=0", "--remote-allow-origins=http://127.0.0.1",
	}, flags...)
	cmd := exec.CommandContext(ctx, bin, append(argv, "about:blank")...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Wait()
	}()
	// "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/ID"
	listening := regexp.MustCompile(`DevTools listening on (ws://\S+)`)
	found := make(chan string, 1)
	var seen strings.Builder
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
			seen.WriteString(sc.Text() + "\n")
		}
	}()
	var wsURL string
	select {
	case wsURL = <-found:
	case <-ctx.Done():
		t.Fatalf("chromium did not open its DevTools port")
	}
	ws, err := websocket.Dial(wsURL, "", "http://127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	ws.MaxPayloadBytes = 64 << 20
	c := &cdp{t: t, ws: ws, deadline: time.Now().Add(60 * time.Second)}
	target := c.call("", "Target.createTarget", map[string]any{"url": "about:blank"})
	session := c.call("", "Target.attachToTarget", map[string]any{"targetId": target["targetId"], "flatten": true})
	sid, _ := session["sessionId"].(string)
	c.call(sid, "Page.enable", nil)
	c.events = nil // about:blank's
	c.call(sid, "Page.navigate", map[string]any{"url": url})
	c.wait(sid, "Page.loadEventFired")
	doc := c.call(sid, "DOM.getDocument", map[string]any{"depth": -1})
	root, _ := doc["root"].(map[string]any)
	html := c.call(sid, "DOM.getOuterHTML", map[string]any{"nodeId": root["nodeId"]})
	s, _ := html["outerHTML"].(string)
	return []byte(s)
}

// cdp is a DevTools protocol connection: one call at a time, events read while waiting.
type cdp struct {
	t        testing.TB
	ws       *websocket.Conn
	id       int
	deadline time.Time
	events   []map[string]any
}

type cdpMessage struct {
	ID        int             `json:"id,omitempty"`
	Method    string          `json:"method,omitempty"`
	Params    any             `json:"params,omitempty"`
	SessionID string          `json:"sessionId,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
	Error     *struct {
		Message string `json:"message"`
	} `json:"error,omitempty"`
}

func (c *cdp) receive() cdpMessage {
	c.t.Helper()
	c.ws.SetReadDeadline(c.deadline)
	var m cdpMessage
	if err := websocket.JSON.Receive(c.ws, &m); err != nil {
		c.t.Fatalf("DevTools: %v", err)
	}
	return m
}

// call sends method to the session (the browser when "") and returns its result.
func (c *cdp) call(session, method string, params any) map[string]any {
	c.t.Helper()
	c.id++
	if params == nil {
		params = map[string]any{}
	}
	if err := websocket.JSON.Send(c.ws, cdpMessage{ID: c.id, Method: method, Params: params, SessionID: session}); err != nil {
		c.t.Fatalf("DevTools %s: %v", method, err)
	}
	for {
		m := c.receive()
		if m.ID == 0 {
			c.events = append(c.events, map[string]any{"method": m.Method, "sessionId": m.SessionID})
			continue
		}
		if m.ID != c.id {
			continue
		}
		if m.Error != nil {
			c.t.Fatalf("DevTools %s: %s", method, m.Error.Message)
		}
		var out map[string]any
		if err := json.Unmarshal(m.Result, &out); err != nil {
			c.t.Fatalf("DevTools %s: %v", method, err)
		}
		return out
	}
}

// wait returns once the session has sent event.
func (c *cdp) wait(session, event string) {
	c.t.Helper()
	for _, e := range c.events {
		if e["method"] == event && e["sessionId"] == session {
			return
		}
	}
	for {
		m := c.receive()
		if m.ID == 0 && m.Method == event && m.SessionID == session {
			return
		}
	}
}
