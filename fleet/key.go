package fleet

import (
	"context"
	"errors"
	"fmt"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/notify"
)

// keyIndexNow is the site's IndexNow key, generated once.
const keyIndexNow = "indexnow-key"

// setKeyScript sets the key unless one is set, and returns the one set.
// KEYS: the key's key. ARGV: a new key.
var setKeyScript = redis.NewScript(`
redis.call('SET', KEYS[1], ARGV[1], 'NX')
return redis.call('GET', KEYS[1])
`)

// IndexNowKey returns the site's IndexNow key: the one kept in Redis, or,
// when there is none yet, one generated now and kept there (SET NX), so
// that every replica answers /{key}.txt with the same key, whichever asks
// first. It needs no lease. A Redis that loses its data (a restart without
// persistence) loses the key too, and the next replica to ask generates
// another: WPSITEMAP_INDEXNOW_KEY avoids that.
func (f *Fleet) IndexNowKey(ctx context.Context) (string, error) {
	k, err := f.rdb.Get(ctx, f.key(keyIndexNow)).Result()
	if errors.Is(err, redis.Nil) {
		var gen string
		if gen, err = notify.NewKey(); err != nil {
			return "", err
		}
		k, err = setKeyScript.Run(ctx, f.rdb, []string{f.key(keyIndexNow)}, gen).Text()
	}
	if err != nil {
		return "", fmt.Errorf("fleet: the IndexNow key: %w", err)
	}
	if !notify.ValidKey(k) {
		return "", fmt.Errorf("fleet: the IndexNow key in Redis (%s) is not 8 to 128 letters, digits or dashes", f.key(keyIndexNow))
	}
	return k, nil
}
