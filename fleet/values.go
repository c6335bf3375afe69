package fleet

import (
	"context"
	"fmt"
	"sort"

	"github.com/redis/go-redis/v9"
)

// Values that a revision refers to but that are written before it (the
// pages of a snapshot, named by their content) go through Put and Delete:
// fenced as Write is, but without moving the revision or announcing
// anything. They share Write's names: a value put is read by Read and Get
// under the same name, and Write may set or delete it too.

// putChunk bounds the bytes of values one Put script carries: a call of
// hundreds of MB would hold Redis (single-threaded) for as long as it
// takes to receive, and a script's arguments sit in its memory twice.
const putChunk = 8 << 20

// putScript sets values. KEYS: lease, then a value key each. ARGV: lease
// value, then the values, in KEYS' order.
var putScript = redis.NewScript(fenceCheck + `
for i = 2, #KEYS do
	redis.call('SET', KEYS[i], ARGV[i])
end
return #KEYS - 1
`)

// deleteScript deletes values. KEYS: lease, then a value key each. ARGV:
// lease value.
var deleteScript = redis.NewScript(fenceCheck + `
local n = 0
for i = 2, #KEYS do
	n = n + redis.call('DEL', KEYS[i])
end
return n
`)

// Put sets the named values, if and only if this lease is still the
// site's (ErrFenced otherwise, as Write), without moving the revision or
// announcing it: what a revision written next refers to. Large sets go in
// several scripts of at most a few MB each, each fenced: on an error some
// may be set, which is harmless for values no revision refers to yet. A
// nil value is set empty (Delete deletes).
func (l *Lease) Put(ctx context.Context, values map[string][]byte) error {
	if !l.held() {
		return ErrFenced
	}
	names := make([]string, 0, len(values))
	for n := range values {
		names = append(names, n)
	}
	sort.Strings(names) // the chunks are the same for the same values
	keys := []string{l.f.key(keyLease)}
	args := []any{l.value}
	size := 0
	flush := func() error {
		if len(keys) == 1 {
			return nil
		}
		err := l.scriptError(putScript.Run(ctx, l.f.rdb, keys, args...).Err())
		keys, args, size = keys[:1], args[:1], 0
		if err != nil {
			return fmt.Errorf("fleet: put: %w", err)
		}
		return nil
	}
	for _, n := range names {
		v := values[n]
		if size > 0 && size+len(v) > putChunk {
			if err := flush(); err != nil {
				return err
			}
		}
		if v == nil {
			v = []byte{}
		}
		keys = append(keys, l.f.key(keyValue+n))
		args = append(args, v)
		size += len(v) + len(n)
	}
	return flush()
}

// deleteChunk bounds the names one Delete script carries.
const deleteChunk = 1000

// Delete deletes the named values, if and only if this lease is still
// the site's (ErrFenced otherwise), without moving the revision: what no
// revision a replica may still read refers to. Names that do not exist
// are left alone.
func (l *Lease) Delete(ctx context.Context, names ...string) error {
	if !l.held() {
		return ErrFenced
	}
	for len(names) > 0 {
		n := min(len(names), deleteChunk)
		keys := make([]string, 0, n+1)
		keys = append(keys, l.f.key(keyLease))
		for _, name := range names[:n] {
			keys = append(keys, l.f.key(keyValue+name))
		}
		if err := l.scriptError(deleteScript.Run(ctx, l.f.rdb, keys, l.value).Err()); err != nil {
			return fmt.Errorf("fleet: delete: %w", err)
		}
		names = names[n:]
	}
	return nil
}

// Get returns each named value that exists (a missing one is left out of
// the map), without the revision: values put by Put, which a revision
// read with Read refers to. Any replica may get.
func (f *Fleet) Get(ctx context.Context, names ...string) (map[string][]byte, error) {
	out := make(map[string][]byte, len(names))
	if len(names) == 0 {
		return out, nil
	}
	keys := make([]string, len(names))
	for i, n := range names {
		keys[i] = f.key(keyValue + n)
	}
	res, err := f.rdb.MGet(ctx, keys...).Result()
	if err != nil {
		return nil, fmt.Errorf("fleet: get: %w", err)
	}
	for i, n := range names {
		if s, ok := res[i].(string); ok {
			out[n] = []byte(s)
		}
	}
	return out, nil
}
