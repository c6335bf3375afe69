package replica

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/atomicfile"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// retryMirror is how long after a failed mirroring the follower tries
// again when no new revision came meanwhile (the holder deleted a page it
// was fetching, Redis did not answer).
const retryMirror = time.Second

// follow mirrors each revision announced above the one served, until ctx
// ends. During a term the holder holds work, and the revisions it ships
// are its own.
func (r *Replica) follow(ctx context.Context) {
	revs := r.f.Watch(ctx)
	r.log.Info("follower: waiting for the fleet's lease holder's revisions")
	var retry <-chan time.Time
	failing := false // said once until a revision is mirrored again
	for {
		select {
		case <-ctx.Done():
			return
		case rev, ok := <-revs:
			if !ok {
				return
			}
			if rev <= r.sides.served() && retry == nil {
				continue
			}
		case <-r.kick:
		case <-retry:
		}
		retry = nil
		r.work.Lock()
		err := r.mirror(ctx)
		r.work.Unlock()
		switch {
		case err != nil && ctx.Err() == nil:
			if !failing {
				r.log.Warn("follower: revision not mirrored; trying again every second", "err", err)
			}
			failing = true
			retry = time.After(retryMirror)
		case err == nil && failing:
			r.log.Info("follower: mirroring again")
			failing = false
		}
	}
}

// mirror serves the revision Redis has, when it is above the one served:
// its snapshot restored into the entry store, with the pages the store
// lacks fetched from Redis, and its state written to the state file.
// Under work.
func (r *Replica) mirror(ctx context.Context) error {
	start := time.Now()
	rev, vals, err := r.f.Read(ctx, valueSkeleton, valueState)
	if err != nil {
		return err
	}
	served := r.sides.served()
	if rev <= served {
		if rev < served {
			r.log.Debug("follower: Redis has an older revision than the one served (it lost its data); waiting for the holder's next",
				"revision", rev, "served_revision", served)
		}
		return nil
	}
	skeleton, state := vals[valueSkeleton], vals[valueState]
	if skeleton == nil || state == nil {
		return fmt.Errorf("revision %d has no skeleton or state", rev)
	}
	if skeleton, err = gunzip(skeleton); err != nil {
		return fmt.Errorf("revision %d: skeleton: %w", rev, err)
	}
	state, chunks, err := r.readState(ctx, state) // statechunks.go
	if err != nil {
		return fmt.Errorf("revision %d: %w", rev, err)
	}
	// A full load fetches pages from several workers at once
	// (catalog's fill): the counts are atomic.
	var fetched, fetchedBytes, gets atomic.Int64
	snap, _, err := r.follower.ReadShipped(ctx, bytes.NewReader(skeleton), bytes.NewReader(state),
		func(ctx context.Context, keys []string) ([][]byte, error) {
			out, err := r.getPages(ctx, "page", keys)
			if err != nil {
				return nil, err
			}
			gets.Add(1)
			fetched.Add(int64(len(out)))
			for _, b := range out {
				fetchedBytes.Add(int64(len(b)))
			}
			return out, nil
		})
	if err != nil {
		return fmt.Errorf("revision %d: %w", rev, err)
	}
	// The state file goes with the entry store just committed: a
	// promotion or a restart restores from both.
	if err := atomicfile.WriteBytes(filepath.Join(r.opts.Dir, refresh.StateFileName), state); err != nil {
		r.log.Warn("follower: state file not written; a promotion reads the database whole", "err", err)
	}
	r.sides.follower(snap, rev)
	r.log.Info("follower: serving revision", "revision", rev, "version", snap.Version, "store_revision", snap.StoreRevision(),
		"pages", len(snap.PageKeys()), "pages_fetched", fetched.Load(), "page_bytes", fetchedBytes.Load(), "page_gets", gets.Load(), "state_chunks_fetched", chunks,
		"duration", time.Since(start).Round(time.Millisecond))
	return nil
}

// gunzip returns b decompressed.
func gunzip(b []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

// getPages fetches the values of keys, pages or state chunks (what, for
// the error), stored under pagePrefix, in one MGET, in the order of keys;
// a key Redis no longer holds is an error: the holder has moved on.
func (r *Replica) getPages(ctx context.Context, what string, keys []string) ([][]byte, error) {
	names := make([]string, len(keys))
	for i, k := range keys {
		names[i] = pagePrefix + k
	}
	vals, err := r.f.Get(ctx, names...)
	if err != nil {
		return nil, err
	}
	out := make([][]byte, len(keys))
	for i, name := range names {
		b, ok := vals[name]
		if !ok {
			return nil, fmt.Errorf("%s %s is no longer in Redis (the holder has moved on)", what, keys[i])
		}
		out[i] = b
	}
	return out, nil
}
