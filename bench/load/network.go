package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/procmem"
)

// network is `load network`, the client of bench/network.sh: on a
// subdirectory network whose sites are at /{prefix}{N}/ (N from 2 to
// sites), it asks one page of each site in turn, each a site nobody asked
// before (cold: the site's catalog, refresh service and server are made on
// that request), and after 10, 100, 1,000 ... sites reads the service's
// resident memory (VmRSS, VmHWM of -pid). Then it asks the same page of
// -warm of those sites again (warm: the page is in the site's cache). A 503
// (the site's first build still running) is asked again after 20 ms; the
// time counted is from the first request to the 200.
//
// With -budget it stops asking new sites once that time is spent, and
// reads the memory there. Progress goes to stderr every 10 sites.
//
// Output, tab-separated: "rss SITES RSS_MIB HWM_MIB" lines as the steps are
// reached, then "cold N MEDIAN P90 MAX TOTAL_S" and "warm N MEDIAN P90 MAX"
// in milliseconds.
func network(args []string) error {
	fs := flag.NewFlagSet("network", flag.ContinueOnError)
	base := fs.String("base", "http://127.0.0.1:8099", "the service's address")
	host := fs.String("host", "bench.test", "the network's domain (Host header)")
	sites := fs.Int("sites", 1000, "the highest blog_id to ask (sites 2..N)")
	prefix := fs.String("prefix", "site", "a site's path is /{prefix}{N}/")
	page := fs.String("page", "post-sitemap.xml", "the page asked of each site")
	pid := fs.Int("pid", 0, "the service's process id, for its memory")
	stepsFlag := fs.String("steps", "10,100,1000", "read the memory after this many sites")
	warm := fs.Int("warm", 100, "sites asked again, warm")
	budget := fs.Duration("budget", 0, "stop asking new sites after this long (0: no limit); the memory is read where it stopped")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *pid == 0 {
		return errors.New("network: -pid is required")
	}
	var steps []int
	for _, s := range strings.Split(*stepsFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return fmt.Errorf("network: -steps: %w", err)
		}
		steps = append(steps, n)
	}
	client := newClient(1)
	ask := func(n int) (time.Duration, error) {
		u := *base + "/" + *prefix + strconv.Itoa(n) + "/" + *page
		start := time.Now()
		for {
			req, err := http.NewRequest(http.MethodGet, u, nil)
			if err != nil {
				return 0, err
			}
			req.Host = *host
			resp, err := client.Do(req)
			if err != nil {
				return 0, err
			}
			_, err = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if err != nil {
				return 0, err
			}
			switch {
			case resp.StatusCode == http.StatusOK:
				return time.Since(start), nil
			case resp.StatusCode == http.StatusServiceUnavailable && time.Since(start) < 2*time.Minute:
				time.Sleep(20 * time.Millisecond)
			default:
				return 0, fmt.Errorf("%s (Host %s): status %d", u, *host, resp.StatusCode)
			}
		}
	}
	var cold []time.Duration
	asked := 0
	started := time.Now()
	for n := 2; n <= *sites; n++ {
		d, err := ask(n)
		if err != nil {
			return err
		}
		cold = append(cold, d)
		asked++
		over := *budget > 0 && time.Since(started) > *budget
		if asked%10 == 0 {
			fmt.Fprintf(os.Stderr, "load network: %d sites in %.0f s, the last cold page %.0f ms\n", asked, time.Since(started).Seconds(), float64(d)/1e6)
		}
		if slices.Contains(steps, asked) || n == *sites || over {
			rss, hwm, err := procMemory(*pid)
			if err != nil {
				return err
			}
			fmt.Printf("rss\t%d\t%.0f\t%.0f\n", asked, rss, hwm)
		}
		if over {
			fmt.Fprintf(os.Stderr, "load network: stopped after %d sites: -budget %s spent\n", asked, *budget)
			break
		}
	}
	total := time.Since(started)
	med, p90, mx := spread(cold)
	fmt.Printf("cold\t%d\t%.1f\t%.1f\t%.1f\t%.1f\n", len(cold), med, p90, mx, total.Seconds())
	var hot []time.Duration
	for n := 2; n < 2+*warm && n < 2+asked; n++ {
		d, err := ask(n)
		if err != nil {
			return err
		}
		hot = append(hot, d)
	}
	med, p90, mx = spread(hot)
	fmt.Printf("warm\t%d\t%.1f\t%.1f\t%.1f\n", len(hot), med, p90, mx)
	return nil
}

// spread returns the median, 90th percentile and maximum (quantile's
// nearest rank), in milliseconds.
func spread(ds []time.Duration) (med, p90, mx float64) {
	s := slices.Clone(ds)
	slices.Sort(s)
	toMS := func(d time.Duration) float64 { return float64(d) / 1e6 }
	return toMS(quantile(s, 0.5)), toMS(quantile(s, 0.9)), toMS(quantile(s, 1))
}

// procMemory reads VmRSS and VmHWM of pid, in MiB.
func procMemory(pid int) (rss, hwm float64, err error) {
	m, err := procmem.Read(pid)
	return m.RSS, m.HWM, err
}
