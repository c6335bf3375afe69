package wpdb

import (
	"bytes"
	"context"
	"encoding/gob"
	"fmt"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// The change sources of this package are a Poller, which reads tables,
// and a Follower, which follows the server's binary log (a Feed) and
// hands over to a Poller when the log cannot tell. Each keeps its own
// state (State, Restore), tagged with its kind, so that one never takes
// the other's for its own.
const (
	pollerKind   = "poll tables"
	followerKind = "follow the binary log"
)

// encodeState encodes a change source's state.
func encodeState(st any) ([]byte, error) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(st); err != nil {
		return nil, fmt.Errorf("wpdb: encode change source state: %w", err)
	}
	return buf.Bytes(), nil
}

// decodeState decodes state into st (a pointer to a state struct with a
// Kind field) after checking that it is of kind.
func decodeState(state []byte, kind string, st any) error {
	var head struct{ Kind string }
	if err := gob.NewDecoder(bytes.NewReader(state)).Decode(&head); err != nil {
		// A state of no kind at all decodes into no field of head.
		return fmt.Errorf("wpdb: change source state of another version, or corrupt: %w", err)
	}
	switch head.Kind {
	case kind:
	case "":
		return fmt.Errorf("wpdb: change source state of an older version; a source that would %s needs its own", kind)
	default:
		return fmt.Errorf("wpdb: change source state of a source that would %s, not %s", head.Kind, kind)
	}
	if err := gob.NewDecoder(bytes.NewReader(state)).Decode(st); err != nil {
		return fmt.Errorf("wpdb: decode change source state: %w", err)
	}
	return nil
}

// ChildrenOf returns, in ID order, the posts whose parent is in one of
// ranges (sorted): child pages, whose links hold their parents' slugs, and,
// with attachments, attachments, listed through their parent. Revisions are
// left out. Through the post_parent index.
func (db *DB) ChildrenOf(ctx context.Context, ranges []wp.IDRange, attachments bool) ([]int64, error) {
	var conds []string
	var args []any
	for _, r := range ranges {
		if r.Hi < 1 {
			continue
		}
		conds = append(conds, "post_parent BETWEEN ? AND ?")
		args = append(args, max(r.Lo, 1), r.Hi)
	}
	if len(conds) == 0 {
		return nil, nil
	}
	q := db.expand(`SELECT ID FROM {posts} WHERE (` + strings.Join(conds, " OR ") + `) AND post_type <> 'revision'`)
	if !attachments {
		q += " AND post_type <> 'attachment'"
	}
	r, err := db.x.QueryContext(ctx, q+" ORDER BY ID", args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: children of posts: %w", err))
	}
	defer r.Close()
	var out []int64
	for r.Next() {
		var id int64
		if err := r.Scan(&id); err != nil {
			return nil, unavailable(fmt.Errorf("wp: children of posts: %w", err))
		}
		out = append(out, id)
	}
	return out, unavailable(r.Err())
}
