package fleet

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// keyWanted is a sorted set of what the replicas ask the holder to keep
// (a network's sites in use, by blog_id), each scored with the Unix time
// it was last asked for.
const keyWanted = "wanted"

// Want records that this replica was asked for member (a site of a
// network) at time at, so that the holder keeps it. It needs no lease, and
// is not fenced: any replica may say what it is asked for. A later time
// replaces an earlier one, never the reverse; call it again while member
// is asked for, since a Redis that loses its data forgets it.
func (f *Fleet) Want(ctx context.Context, member string, at time.Time) error {
	err := f.rdb.ZAddGT(ctx, f.key(keyWanted), redis.Z{Score: float64(at.Unix()), Member: member}).Err()
	if err != nil {
		return fmt.Errorf("fleet: want %s: %w", member, err)
	}
	return nil
}

// Wanted returns the members some replica asked for at since or later
// (Want), each with when it was last asked for (to the second), and
// forgets those asked for before.
func (f *Fleet) Wanted(ctx context.Context, since time.Time) (map[string]time.Time, error) {
	k := f.key(keyWanted)
	old := "(" + strconv.FormatInt(since.Unix(), 10)
	pipe := f.rdb.TxPipeline()
	pipe.ZRemRangeByScore(ctx, k, "-inf", old)
	members := pipe.ZRangeWithScores(ctx, k, 0, -1)
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, fmt.Errorf("fleet: wanted: %w", err)
	}
	out := make(map[string]time.Time, len(members.Val()))
	for _, z := range members.Val() {
		if m, ok := z.Member.(string); ok {
			out[m] = time.Unix(int64(z.Score), 0)
		}
	}
	return out, nil
}
