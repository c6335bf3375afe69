package dbtest

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/wpsitemap/wpsitemap/wpdb"
)

// Private is a MariaDB server of the tests' own: its own data directory
// under a temporary directory and its own port on 127.0.0.1, started with
// mariadb-install-db and mariadbd. Fault tests stop, pause and lock it; the
// shared server on 3306, which other tests and people use, is never touched.
//
// Root logs in over the unix socket and over TCP without a password; the
// user wpsitemap (password wpsitemap) has SELECT on every database and
// nothing else, as the README tells operators to set it up.
type Private struct {
	Addr string // 127.0.0.1:port

	dir    string   // temporary directory: data, socket, logs
	server string   // mariadbd
	client string   // mariadb or mysql
	extra  []string // more mariadbd options (StartPrivate's)
	proc   *exec.Cmd
	exited chan struct{}
}

// User and password of the read-only user of a Private server.
const (
	PrivateUser     = "wpsitemap"
	PrivatePassword = "wpsitemap"
)

// StartPrivate installs and starts a new server under a new temporary
// directory, with the mariadbd options extra (e.g. "--log-bin=binlog";
// without one the server writes no binary log). It fails when MariaDB's binaries are missing (Debian's
// mariadb-server package has them); callers skip or fail with Unavailable.
func StartPrivate(extra ...string) (*Private, error) {
	server, err := findBinary("mariadbd", "/usr/sbin/mariadbd", "/usr/sbin/mysqld")
	if err != nil {
		return nil, err
	}
	install, err := findBinary("mariadb-install-db", "/usr/bin/mariadb-install-db", "/usr/bin/mysql_install_db")
	if err != nil {
		return nil, err
	}
	client, err := findBinary("mariadb", "/usr/bin/mariadb", "/usr/bin/mysql")
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "wpsitemap-mariadb-")
	if err != nil {
		return nil, err
	}
	p := &Private{dir: dir, server: server, client: client, extra: extra}
	// Its own tmpdir: bootstraps running at once (test packages run in
	// parallel) collide on temporary table names in /tmp.
	if err := os.MkdirAll(p.path("tmp"), 0o700); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	args := append([]string{"--no-defaults", "--datadir=" + p.path("data"), "--auth-root-authentication-method=normal",
		"--skip-test-db", "--tmpdir=" + p.path("tmp")}, p.userArgs()...)
	if out, err := exec.Command(install, args...).CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("mariadb-install-db: %v: %s", err, lastLines(out, 5))
	}
	port, err := FreePort()
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	p.Addr = net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	if err := p.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	err = p.Exec("", "CREATE USER '"+PrivateUser+"'@'%' IDENTIFIED BY '"+PrivatePassword+"';\n"+
		"GRANT SELECT ON *.* TO '"+PrivateUser+"'@'%';")
	if err != nil {
		p.Close()
		return nil, err
	}
	return p, nil
}

// StartWithBinlog starts a private server that writes a row-format
// binary log, loads files into database db and grants the read-only user
// what following the log needs (REPLICATION SLAVE, BINLOG MONITOR), as the
// README tells operators to.
func StartWithBinlog(db string, files ...string) (*Private, error) {
	p, err := StartPrivate("--log-bin=binlog", "--binlog-format=ROW", "--server-id=1")
	if err != nil {
		return nil, err
	}
	if err := p.Load(db, files...); err != nil {
		p.Close()
		return nil, err
	}
	if err := p.Exec("", "GRANT REPLICATION SLAVE, BINLOG MONITOR ON *.* TO '"+PrivateUser+"'@'%'"); err != nil {
		p.Close()
		return nil, err
	}
	return p, nil
}

// findBinary is FindBinary with the package that has MariaDB's binaries.
func findBinary(name string, paths ...string) (string, error) {
	p, err := FindBinary(name, paths...)
	if err != nil {
		return "", fmt.Errorf("%w (install Debian's mariadb-server)", err)
	}
	return p, nil
}

// FindBinary returns the program name from PATH or, failing that, the
// first of paths that exists: server binaries such as mariadbd and
// redis-server live in /usr/sbin, which a non-root PATH may lack.
func FindBinary(name string, paths ...string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	for _, p := range paths {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found in PATH nor at %v", name, paths)
}

// FreePort returns a loopback TCP port that was free a moment ago, for a
// server a test starts of its own.
func FreePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

func (p *Private) path(name string) string { return filepath.Join(p.dir, name) }

// userArgs lets mariadbd run as root, which it refuses otherwise.
func (p *Private) userArgs() []string {
	if os.Geteuid() == 0 {
		return []string{"--user=root"}
	}
	return nil
}

// Start starts the server on its data directory and port, and waits until
// it answers. After Stop, it starts the same server again.
func (p *Private) Start() error {
	_, port, _ := net.SplitHostPort(p.Addr)
	args := append([]string{"--no-defaults", "--datadir=" + p.path("data"), "--socket=" + p.path("sock"),
		"--port=" + port, "--bind-address=127.0.0.1", "--skip-name-resolve", "--pid-file=" + p.path("pid"),
		"--log-error=" + p.path("error.log"), "--innodb-buffer-pool-size=64M",
		"--innodb-flush-log-at-trx-commit=0", "--innodb-doublewrite=0", "--max-allowed-packet=64M",
		"--max-connections=100"}, p.userArgs()...)
	if !slices.ContainsFunc(p.extra, func(a string) bool { return strings.HasPrefix(a, "--log-bin") }) {
		args = append(args, "--skip-log-bin")
	}
	args = append(args, p.extra...)
	if err := os.MkdirAll(p.path("tmp"), 0o700); err != nil {
		return err
	}
	args = append(args, "--tmpdir="+p.path("tmp"))
	cmd := exec.Command(p.server, args...)
	// Its own process group: a test's ^C does not reach it before the
	// cleanup stops it.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("mariadbd: %w", err)
	}
	p.proc = cmd
	p.exited = make(chan struct{})
	go func() { cmd.Wait(); close(p.exited) }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		if err := p.Exec("", "SELECT 1"); err == nil {
			return nil
		}
		select {
		case <-p.exited:
			log, _ := os.ReadFile(p.path("error.log"))
			return fmt.Errorf("mariadbd exited: %s", lastLines(log, 10))
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			p.Stop()
			return errors.New("mariadbd did not answer within 60 s")
		}
	}
}

// Stop shuts the server down (SIGTERM) and waits for it to exit.
func (p *Private) Stop() {
	if p.proc == nil {
		return
	}
	p.proc.Process.Signal(syscall.SIGCONT) // a paused server cannot shut down
	p.proc.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.exited:
	case <-time.After(60 * time.Second):
		p.proc.Process.Kill()
		<-p.exited
	}
	p.proc = nil
}

// Pause freezes the server (SIGSTOP): connections are accepted by the
// kernel but nothing answers, as with a server stuck on its disk.
func (p *Private) Pause() error { return p.proc.Process.Signal(syscall.SIGSTOP) }

// Resume lets a paused server go on (SIGCONT).
func (p *Private) Resume() error { return p.proc.Process.Signal(syscall.SIGCONT) }

// Close stops the server and removes its directory.
func (p *Private) Close() {
	p.Stop()
	os.RemoveAll(p.dir)
}

// Conn returns the settings the service uses for database db: the
// read-only user over TCP.
func (p *Private) Conn(db string) wpdb.ConnConfig {
	return wpdb.ConnConfig{Net: "tcp", Addr: p.Addr, User: PrivateUser, Password: PrivatePassword, Name: db, Prefix: "wp_"}
}

func (p *Private) clientArgs(db string) []string {
	args := []string{"--no-defaults", "--socket=" + p.path("sock"), "-uroot", "--default-character-set=utf8mb4", "--batch"}
	if db != "" {
		args = append(args, db)
	}
	return args
}

// Exec runs SQL statements as root in database db ("" for none).
func (p *Private) Exec(db, sql string) error {
	return p.ExecReader(db, strings.NewReader(sql))
}

// Query runs one query as root in database db and returns its rows, each
// column as text (NULL as "NULL").
func (p *Private) Query(db, sql string) ([][]string, error) {
	cmd := exec.Command(p.client, append(p.clientArgs(db), "--skip-column-names", "-e", sql)...)
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("mariadb: %s: %v", sql, err)
	}
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSuffix(string(out), "\n"), "\n") {
		if line != "" {
			rows = append(rows, strings.Split(line, "\t"))
		}
	}
	return rows, nil
}

// ExecReader runs the SQL read from r as root in database db.
func (p *Private) ExecReader(db string, r io.Reader) error {
	cmd := exec.Command(p.client, p.clientArgs(db)...)
	cmd.Stdin = r
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("mariadb: %v: %s", err, lastLines(out, 5))
	}
	return nil
}

// Load creates database db (dropping it first) and runs the SQL files in it,
// in order.
func (p *Private) Load(db string, files ...string) error {
	err := p.Exec("", "DROP DATABASE IF EXISTS `"+db+"`; CREATE DATABASE `"+db+
		"` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;")
	if err != nil {
		return err
	}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			return err
		}
		err = p.ExecReader(db, fh)
		fh.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", filepath.Base(f), err)
		}
	}
	return nil
}

// Lock holds LOCK TABLES ... WRITE on the tables of database db in a
// session of its own, as a long ALTER or a backup tool would, until the
// returned function is called. Readers of those tables wait meanwhile.
func (p *Private) Lock(db string, tables ...string) (unlock func(), err error) {
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, p.client, append(p.clientArgs(db), "--unbuffered", "-N")...)
	in, err := cmd.StdinPipe()
	if err != nil {
		cancel()
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		cancel()
		return nil, err
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		cancel()
		return nil, err
	}
	var locks []string
	for _, t := range tables {
		locks = append(locks, "`"+t+"` WRITE")
	}
	fmt.Fprintf(in, "LOCK TABLES %s;\nSELECT 'locked';\n", strings.Join(locks, ", "))
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || strings.TrimSpace(line) != "locked" {
		cancel()
		cmd.Wait()
		return nil, fmt.Errorf("lock tables: %q %v: %s", line, err, stderr.String())
	}
	return func() {
		io.WriteString(in, "UNLOCK TABLES;\n")
		in.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cancel()
			<-done
		}
		cancel()
	}, nil
}

func lastLines(b []byte, n int) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}
