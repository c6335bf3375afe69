package entrystore

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

// The crash test's writer commits, forever, revision after revision:
// every fourth one a load of a whole set of crashSize entries, the others
// a batch changing some of the entries. crashSet says what each revision
// holds, so that the test can check a store a killed writer left.
const crashSize = 10_000

// crashEntry is entry id as revision rev writes it.
func crashEntry(rev uint64, id int64) Entry {
	loc := fmt.Sprintf("https://bench.example/%d/%02d/crash-test-entry-number-%d-of-revision-%d/", 2000+id%25, 1+id%12, id, rev)
	return Entry{ID: id, URL: sitemap.URL{Loc: loc, LastMod: time.Unix(1_600_000_000+int64(rev)*1000+id, 0).UTC(),
		Images: []string{loc + "image-1.jpg", loc + "image-2-1024x768.jpg"}}}
}

// crashIsLoad says whether revision rev is a load.
func crashIsLoad(rev uint64) bool { return rev%4 == 1 }

// crashChange is what batch revision rev changes: the entries it puts
// and the IDs it deletes.
func crashChange(rev uint64) (put []Entry, del []int64) {
	for id := int64(1); id <= crashSize; id++ {
		switch {
		case id%97 == int64(rev%97):
			put = append(put, crashEntry(rev, id))
		case id%101 == int64(rev%101):
			del = append(del, id)
		}
	}
	put = append(put, crashEntry(rev, crashSize+int64(rev))) // a new post
	return put, del
}

// crashSet is every entry of revision rev, in ID order.
func crashSet(rev uint64) []Entry {
	if rev == 0 {
		return nil
	}
	if crashIsLoad(rev) {
		set := make([]Entry, crashSize)
		for i := range set {
			set[i] = crashEntry(rev, int64(i+1))
		}
		return set
	}
	byID := map[int64]Entry{}
	for _, e := range crashSet(rev - 1) {
		byID[e.ID] = e
	}
	put, del := crashChange(rev)
	for _, e := range put {
		byID[e.ID] = e
	}
	for _, id := range del {
		delete(byID, id)
	}
	set := make([]Entry, 0, len(byID))
	for _, e := range byID {
		set = append(set, e)
	}
	slices.SortFunc(set, func(a, b Entry) int { return int(a.ID - b.ID) })
	return set
}

// crashWriter is the child process: it commits revisions after the
// store's, printing "committed N" after each, until it is killed.
func crashWriter(dir string) error {
	s, err := Open(dir, Options{})
	if err != nil {
		return err
	}
	fmt.Println("ready")
	for rev := s.Revision() + 1; ; rev++ {
		if crashIsLoad(rev) {
			l, err := s.Load(LoadOptions{BatchBytes: 64 << 10})
			if err != nil {
				return err
			}
			for _, e := range crashSet(rev) {
				if err := l.Put("post", &e); err != nil {
					return err
				}
			}
			if err := l.Commit(rev); err != nil {
				return err
			}
		} else {
			b := s.NewBatch()
			put, del := crashChange(rev)
			for _, e := range put {
				if err := b.Put("post", &e); err != nil {
					return err
				}
			}
			for _, id := range del {
				if err := b.Delete("post", id, 0); err != nil {
					return err
				}
			}
			if err := b.Commit(rev); err != nil {
				return err
			}
		}
		fmt.Printf("committed %d\n", rev)
	}
}

// TestCrash kills a writer (this test binary, run again) with SIGKILL at
// random moments of its loads and batches, several times, and checks
// after each kill that the store reopens at a revision at least as new as
// the last one the writer reported committed, with every entry of that
// revision intact and nothing else.
func TestCrash(t *testing.T) {
	if dir := os.Getenv("ENTRYSTORE_CRASH_WRITER"); dir != "" {
		if err := crashWriter(dir); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		return
	}
	if testing.Short() {
		t.Skip("kills a writer process several times")
	}
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 31))
	var rev uint64 // the store's, after the last round
	loadsKilled := 0
	for round := range 8 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrash$")
		cmd.Env = append(os.Environ(), "ENTRYSTORE_CRASH_WRITER="+dir)
		cmd.Stderr = os.Stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := make(chan string)
		go func() {
			defer close(lines)
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				lines <- sc.Text()
			}
		}()
		if l := <-lines; l != "ready" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("writer said %q", l)
		}
		committed := rev
		deadline := time.After(time.Duration(r.IntN(2500)) * time.Millisecond)
	wait:
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatal("the writer stopped before it was killed")
				}
				n, err := strconv.ParseUint(strings.TrimPrefix(l, "committed "), 10, 64)
				if err != nil {
					t.Fatalf("writer said %q", l)
				}
				committed = n
			case <-deadline:
				break wait
			}
		}
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		for l := range lines {
			if n, err := strconv.ParseUint(strings.TrimPrefix(l, "committed "), 10, 64); err == nil {
				committed = n
			}
		}
		cmd.Wait()

		s := open(t, dir, Options{})
		v, err := s.View()
		if err != nil {
			t.Fatal(err)
		}
		rev = v.Revision()
		if rev < committed || rev > committed+1 {
			t.Fatalf("round %d: store at revision %d, the writer last reported %d committed", round, rev, committed)
		}
		what := "batch"
		if crashIsLoad(rev + 1) {
			loadsKilled++
			what = "load"
		}
		got := scanAll(t, v, "post", 0, 0)
		if diff := cmp.Diff(crashSet(rev), got, cmpTime); diff != "" {
			t.Fatalf("round %d: revision %d (-want +got):\n%s", round, rev, diff)
		}
		v.Close()
		s.Close()
		t.Logf("round %d: killed in a %s after revision %d, reopened at %d, %d entries intact", round, what, committed, rev, len(got))
	}
	if loadsKilled == 0 {
		t.Errorf("no kill landed in a load")
	}
}
