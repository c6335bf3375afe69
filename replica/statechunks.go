package replica

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/restic/chunker"

	"github.com/wpsitemap/wpsitemap/refresh"
)

// The state of a revision is shipped in chunks (docs/fleet.md, "The
// state in chunks"). Its bulk, each page's IDs and lastmods, hardly
// compresses, and a change moves a few of its bytes: shipped whole, it
// was 7.2 MB gzip'd a revision at 1M posts. The holder cuts the state
// where a rolling hash of its last bytes hits a mask (restic's chunker:
// 2 to 32 kB a chunk, about 10 kB, content-defined, so that bytes
// inserted or removed move only the chunks around them), names each
// chunk by a hash of its content, and puts those Redis lacks beside the
// pages, under pagePrefix with
// chunkPrefix (one name, one content, for good; deleted, as pages are,
// once neither of the last two revisions lists them). The revision's
// state value lists them (chunkList). A follower cuts its own state file
// the same way and fetches only the chunks it lacks, puts the state
// together and checks its length and hash: what it writes to its state
// file and restores from is byte for byte the holder's state, as when it
// was shipped whole.
const (
	chunkMin    = 2 << 10
	chunkBits   = 13 // the mask: a cut every 8 kB or so past chunkMin
	chunkMax    = 32 << 10
	chunkPrefix = "state:"
	chunksMagic = "wpsitemap state chunks 1\n"
	// chunkGets is how many chunks a follower gets in one MGET (at most
	// chunkMax each: some 8 MB, about 2 MB at the usual size).
	chunkGets = 256
)

// statePol is the polynomial of the chunker's Rabin fingerprint: fixed,
// so that the holder and its followers cut alike (were they not to, a
// follower would only fetch more). It is irreducible (restic's own tests
// use it).
const statePol = chunker.Pol(0x3DA3358B4DC173)

// cut returns b cut into chunks, in order (restic's content-defined
// chunker, with chunkMin, chunkMax and a cut every 2^chunkBits bytes or so
// between); they share b's memory.
func cut(b []byte) [][]byte {
	c := chunker.NewWithBoundaries(bytes.NewReader(b), statePol, chunkMin, chunkMax)
	c.SetAverageBits(chunkBits)
	buf := make([]byte, chunkMax)
	var out [][]byte
	for {
		ch, err := c.Next(buf)
		if err != nil { // io.EOF: a bytes.Reader fails no other way
			return out
		}
		out = append(out, b[ch.Start:ch.Start+ch.Length])
	}
}

// chunkKey names chunk c (after pagePrefix).
func chunkKey(c []byte) string {
	h := sha256.Sum256(c)
	return chunkPrefix + hex.EncodeToString(h[:16])
}

// chunkList is a revision's state value: chunksMagic, the state's length
// and SHA-256 (hex) on a line, then its chunks' names, one a line.
func chunkList(state []byte, keys []string) []byte {
	sum := sha256.Sum256(state)
	var b bytes.Buffer
	b.WriteString(chunksMagic)
	fmt.Fprintf(&b, "%d %x\n", len(state), sum)
	b.WriteString(strings.Join(keys, "\n"))
	return b.Bytes()
}

// cutState cuts state and returns the revision's state value, the
// chunks' names in order, and the chunks by name.
func cutState(state []byte) (value []byte, keys []string, chunks map[string][]byte) {
	chunks = map[string][]byte{}
	for _, c := range cut(state) {
		k := chunkKey(c)
		keys = append(keys, k)
		chunks[k] = c
	}
	return chunkList(state, keys), keys, chunks
}

// readState returns the state a revision's state value v stands for:
// the chunks it lists, those the replica's state file has taken from it,
// the others fetched from Redis (chunkGets an MGET), with how many were
// fetched. A state value that is not a chunk list is a state shipped
// whole and gzip'd (a holder of an earlier version).
func (r *Replica) readState(ctx context.Context, v []byte) (state []byte, fetched int, err error) {
	rest, ok := bytes.CutPrefix(v, []byte(chunksMagic))
	if !ok {
		state, err = gunzip(v)
		return state, 0, err
	}
	head, list, _ := bytes.Cut(rest, []byte("\n"))
	size, sum, ok := strings.Cut(string(head), " ")
	n, err := strconv.Atoi(size)
	if !ok || err != nil || n < 0 {
		return nil, 0, errors.New("state: not a chunk list")
	}
	var keys []string
	if len(list) > 0 {
		keys = strings.Split(string(list), "\n")
	}
	have := map[string][]byte{}
	if old, err := os.ReadFile(filepath.Join(r.opts.Dir, refresh.StateFileName)); err == nil {
		for _, c := range cut(old) {
			have[chunkKey(c)] = c
		}
	}
	var lack []string
	for _, k := range keys {
		if !strings.HasPrefix(k, chunkPrefix) {
			return nil, 0, fmt.Errorf("state: %q is not a chunk's name", k)
		}
		if _, ok := have[k]; !ok {
			have[k] = nil // fetched once
			lack = append(lack, k)
		}
	}
	for len(lack) > 0 {
		batch := lack[:min(len(lack), chunkGets)]
		lack = lack[len(batch):]
		vals, err := r.getPages(ctx, "state: chunk", batch)
		if err != nil {
			return nil, fetched, err
		}
		for i, c := range vals {
			have[batch[i]] = c
			fetched++
		}
	}
	state = make([]byte, 0, n)
	for _, k := range keys {
		state = append(state, have[k]...)
	}
	if got := sha256.Sum256(state); len(state) != n || hex.EncodeToString(got[:]) != sum {
		return nil, fetched, errors.New("state: the chunks put together are not the state the holder listed")
	}
	return state, fetched, nil
}
