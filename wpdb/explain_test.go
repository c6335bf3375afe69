package wpdb

import (
	"testing"

	"github.com/wpsitemap/wpsitemap/wp"
)

// TestExplainDoubtsTheSecondOfAnUnexplainedWrite: UPDATE_TIME counts whole
// seconds. After a write nobody could explain, the looks while its second
// settles report it again (a second such write in that second would
// otherwise be lost); once settled, they do not. After an explained write,
// a look in the same second is the settling look (the documented limit).
func TestExplainDoubtsTheSecondOfAnUnexplainedWrite(t *testing.T) {
	p := &Poller{ready: true, settling: map[string]bool{"posts": true}, owed: map[sumKind]bool{}}
	look := func(found []wp.IDRange, updated string) bool {
		var ch wp.Changes
		p.explain(&ch, found, updated, nil)
		return ch.Unexplained
	}
	const t1, t2 = "2026-01-01 10:00:01", "2026-01-01 10:00:05"
	if !look(nil, t1) {
		t.Fatal("a write with nothing found: not unexplained")
	}
	if !look(nil, t1) {
		t.Error("the same second, still settling: a second write there would be lost")
	}
	p.settling["posts"] = false
	if look(nil, t1) {
		t.Error("the same second, settled: reported again")
	}
	p.settling["posts"] = true
	if look([]wp.IDRange{{Lo: 1, Hi: 1}}, t2) {
		t.Error("a change found: unexplained")
	}
	if look(nil, t2) {
		t.Error("the settling look after an explained change: unexplained")
	}
}
