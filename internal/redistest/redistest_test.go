package redistest

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestSite: the site's keys, and only they, are gone when its test ends.
func TestSite(t *testing.T) {
	rdb := Dial(t, URL())
	ctx := context.Background()
	keyPrefix := func(site string) string { return "redistest:{" + site + "}:" }
	var site string
	t.Run("sub", func(t *testing.T) {
		site = Site(t, rdb, "test-redistest-", keyPrefix)
		if !strings.HasPrefix(site, "test-redistest-") || len(site) != len("test-redistest-")+12 {
			t.Fatalf("site name %q", site)
		}
		if other := Site(t, rdb, "test-redistest-", keyPrefix); other == site {
			t.Fatalf("two sites named %q", site)
		}
		for _, k := range []string{"a", "b"} {
			if err := rdb.Set(ctx, keyPrefix(site)+k, "1", time.Minute).Err(); err != nil {
				t.Fatal(err)
			}
		}
	})
	other := "redistest:{" + site + "-other}:a"
	if err := rdb.Set(ctx, other, "1", time.Minute).Err(); err != nil {
		t.Fatal(err)
	}
	defer rdb.Del(ctx, other)
	keys, err := rdb.Keys(ctx, keyPrefix(site)+"*").Result()
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) != 0 {
		t.Errorf("keys left after the test: %v", keys)
	}
	if n, err := rdb.Exists(ctx, other).Result(); err != nil || n != 1 {
		t.Errorf("another site's key: exists %d, %v", n, err)
	}
}

// TestServer: a private server answers, is gone when stopped, and comes
// back on the same address, empty.
func TestServer(t *testing.T) {
	s := NewServer(t)
	addr := s.Addr()
	if s.URL() != "redis://"+addr+"/0" {
		t.Fatalf("URL %s, address %s", s.URL(), addr)
	}
	rdb := Dial(t, s.URL()+"?dial_timeout=500ms&max_retries=0")
	ctx := context.Background()
	if err := rdb.Set(ctx, "k", "v", 0).Err(); err != nil {
		t.Fatal(err)
	}
	s.Stop()
	if err := rdb.Ping(ctx).Err(); err == nil {
		t.Fatal("a stopped server answers")
	}
	s.Stop() // a second Stop does nothing
	s.Start()
	if s.Addr() != addr {
		t.Fatalf("started again on %s, first on %s", s.Addr(), addr)
	}
	n, err := rdb.Exists(ctx, "k").Result()
	if err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Error("the key outlived the restart: the server persists")
	}
}

// TestSentinel: a Sentinel knows its primary's address.
func TestSentinel(t *testing.T) {
	primary := NewServer(t)
	s := NewSentinel(t, primary)
	rdb := Dial(t, "redis://"+s.Addr())
	got, err := rdb.Do(context.Background(), "SENTINEL", "get-master-addr-by-name", "main").StringSlice()
	if err != nil {
		t.Fatal(err)
	}
	if want := primary.Addr(); len(got) != 2 || got[0]+":"+got[1] != want {
		t.Errorf("the Sentinel's primary is %v, want %s", got, want)
	}
}
