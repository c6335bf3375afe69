package scripts

import (
	"bytes"
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// mariadb is a private MariaDB server, set up as a fresh Debian install sets
// it up: root@localhost logs in through the unix socket only.
type mariadb struct {
	dir, socket string
	port        int
}

// startMariaDB installs a new data directory in a temporary folder and
// starts a server on it, on a free port; it stops with the test.
func startMariaDB(t *testing.T) *mariadb {
	t.Helper()
	if os.Geteuid() != 0 {
		dbtest.Unavailable(t, "starting a private MariaDB needs root")
	}
	for _, p := range []string{"mariadb-install-db", "/usr/sbin/mariadbd", "mysql"} {
		if _, err := exec.LookPath(p); err != nil {
			dbtest.Unavailable(t, "%s: %v (scripts/setup-db.sh installs mariadb-server)", p, err)
		}
	}
	m := &mariadb{dir: t.TempDir()}
	m.socket = filepath.Join(m.dir, "mysqld.sock")
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	m.port = l.Addr().(*net.TCPAddr).Port
	l.Close()
	data := filepath.Join(m.dir, "data")
	if out, err := exec.Command("mariadb-install-db", "--no-defaults", "--datadir="+data, "--user=root",
		"--auth-root-authentication-method=socket", "--skip-test-db").CombinedOutput(); err != nil {
		t.Fatalf("mariadb-install-db: %v\n%s", err, out)
	}
	var log bytes.Buffer
	srv := exec.Command("/usr/sbin/mariadbd", "--no-defaults", "--datadir="+data, "--socket="+m.socket,
		"--port="+strconv.Itoa(m.port), "--bind-address=127.0.0.1", "--user=root",
		"--pid-file="+filepath.Join(m.dir, "mysqld.pid"), "--innodb-buffer-pool-size=16M", "--skip-log-bin")
	srv.Stdout, srv.Stderr = &log, &log
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Wait() }()
	t.Cleanup(func() {
		srv.Process.Signal(os.Interrupt)
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			srv.Process.Kill()
			<-done
		}
	})
	for start := time.Now(); ; time.Sleep(200 * time.Millisecond) {
		if _, err := m.root("SELECT 1"); err == nil {
			return m
		}
		select {
		case err := <-done:
			t.Fatalf("mariadbd exited: %v\n%s", err, log.String())
		default:
		}
		if time.Since(start) > 60*time.Second {
			t.Fatalf("mariadbd did not answer within 60 s\n%s", log.String())
		}
	}
}

// root runs SQL as root through the socket.
func (m *mariadb) root(sql string) (string, error) {
	out, err := exec.Command("mysql", "--protocol=SOCKET", "--socket="+m.socket, "-uroot", "-N", "-B", "-e", sql).CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

// tcp runs SQL over TCP as user with password.
func (m *mariadb) tcp(user, password, sql string) (string, error) {
	cmd := exec.Command("mysql", "--protocol=TCP", "-h127.0.0.1", "-P"+strconv.Itoa(m.port), "-u"+user, "-N", "-B", "-e", sql)
	cmd.Env = append(os.Environ(), "MYSQL_PWD="+password)
	out, err := cmd.CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

// accounts returns SHOW CREATE USER and SHOW GRANTS of every account of the server.
func (m *mariadb) accounts(t *testing.T) map[string]string {
	t.Helper()
	list, err := m.root("SELECT CONCAT(QUOTE(User), '@', QUOTE(Host)) FROM mysql.user ORDER BY User, Host")
	if err != nil {
		t.Fatalf("list users: %v: %s", err, list)
	}
	out := map[string]string{}
	for _, acct := range strings.Split(list, "\n") {
		create, err := m.root("SHOW CREATE USER " + acct)
		if err != nil {
			t.Fatalf("SHOW CREATE USER %s: %v: %s", acct, err, create)
		}
		grants, err := m.root("SHOW GRANTS FOR " + acct)
		if err != nil {
			t.Fatalf("SHOW GRANTS FOR %s: %v: %s", acct, err, grants)
		}
		out[acct] = create + "\n" + grants
	}
	return out
}

// setupDB runs setup-db.sh against the private server as the unix root user
// with the default login (root over TCP, which the server refuses).
func (m *mariadb) setupDB(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", append([]string{"setup-db.sh"}, args...)...)
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "WPSITEMAP_") {
			env = append(env, kv)
		}
	}
	cmd.Env = append(env, "WPSITEMAP_TEST_DB_HOST=127.0.0.1", "WPSITEMAP_TEST_DB_PORT="+strconv.Itoa(m.port),
		"WPSITEMAP_DB_SOCKET="+m.socket, "WPSITEMAP_DB_WAIT=10", "TMPDIR="+m.dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("setup-db.sh %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func mustContain(t *testing.T, out string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(out, w) {
			t.Errorf("setup-db.sh output lacks %q:\n%s", w, out)
		}
	}
}

// TestSetupDBLeavesTheServerAsItFound: on a server set up as a fresh Debian
// sets it up (root through the unix socket only), with an operator's own
// wpsitemap user, setup-db.sh sets up through the socket, changes no
// existing account (root's authentication, the operator's password and
// grants), creates its own users and databases only when missing and says
// so, and its users can do what they are for and no more.
func TestSetupDBLeavesTheServerAsItFound(t *testing.T) {
	m := startMariaDB(t)
	if out, err := m.root(`CREATE USER 'wpsitemap'@'%' IDENTIFIED BY 'operator-secret';
		GRANT SELECT ON wordpress.* TO 'wpsitemap'@'%';
		CREATE USER 'wpsitemap'@'localhost' IDENTIFIED BY 'operator-local';`); err != nil {
		t.Fatalf("create the operator's user: %v: %s", err, out)
	}
	before := m.accounts(t)
	if !strings.Contains(before["'root'@'localhost'"], "unix_socket") {
		t.Fatalf("the private server's root does not use unix_socket: %s", before["'root'@'localhost'"])
	}

	envFile := filepath.Join(m.dir, "test.env")
	out := m.setupDB(t, "--only-fixtures", "--env", envFile)
	mustContain(t, out,
		"setting up as root through the unix socket",
		"created database wpsitemap_fixtures <- testdata/fixtures.sql",
		"created user wpsitemap_example",
		"created user wpsitemap_test",
		"the example logs in as wpsitemap_example")
	if strings.Contains(out, "the tests log in") {
		t.Errorf("--only-fixtures (run-example.sh) speaks of the tests' login:\n%s", out)
	}

	after := m.accounts(t)
	for acct, was := range before {
		if d := cmp.Diff(was, after[acct]); d != "" {
			t.Errorf("setup-db.sh changed %s (-before +after):\n%s", acct, d)
		}
	}
	if got, err := m.tcp("wpsitemap", "operator-local", "SELECT CURRENT_USER()"); err != nil || got != "wpsitemap@localhost" {
		t.Errorf("the operator's password no longer works: %v %s", err, got)
	}

	env, err := os.ReadFile(envFile)
	if err != nil {
		t.Fatal(err)
	}
	if want := "WPSITEMAP_TEST_DB_USER=wpsitemap_test\nWPSITEMAP_TEST_DB_PASSWORD=wpsitemap_test\n"; string(env) != want {
		t.Errorf("--env file:\n%s\nwant:\n%s", env, want)
	}
	if got, err := m.tcp("wpsitemap_test", "wpsitemap_test", "SELECT COUNT(*) > 0 FROM wpsitemap_fixtures.wp_posts; CREATE DATABASE wpc_scratch; DROP DATABASE wpc_scratch"); err != nil || got != "1" {
		t.Errorf("the tests' user cannot read and create test databases: %v %s", err, got)
	}
	if got, err := m.tcp("wpsitemap_test", "wpsitemap_test", "CREATE DATABASE wordpress"); err == nil {
		t.Errorf("the tests' user may create any database: %s", got)
	}
	if got, err := m.tcp("wpsitemap_example", "wpsitemap_example", "SELECT COUNT(*) > 0 FROM wpsitemap_fixtures.wp_options"); err != nil || got != "1" {
		t.Errorf("the example user cannot read the fixtures: %v %s", err, got)
	}
	if got, err := m.tcp("wpsitemap_example", "wpsitemap_example", "DELETE FROM wpsitemap_fixtures.wp_options LIMIT 1"); err == nil {
		t.Errorf("the example user may write: %s", got)
	}

	// Again: nothing to create, nothing changed.
	out = m.setupDB(t, "--only-fixtures")
	mustContain(t, out,
		"wpsitemap_fixtures is up to date",
		"user wpsitemap_example exists; left as it is",
		"user wpsitemap_test exists; left as it is")
	if strings.Contains(out, "created") {
		t.Errorf("the second run created something:\n%s", out)
	}
	if d := cmp.Diff(after, m.accounts(t)); d != "" {
		t.Errorf("the second run changed accounts (-before +after):\n%s", d)
	}
}
