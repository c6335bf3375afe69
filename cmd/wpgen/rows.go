package main

import (
	"strconv"
	"time"
)

// Output formats.
const (
	formatTSV = "tsv" // one file per table for LOAD DATA LOCAL INFILE
	formatSQL = "sql" // one stream of multi-row INSERT statements
)

// maxStatement bounds one multi-row INSERT (the server's max_allowed_packet
// is 16 MiB by default; rows longer than this still go in one statement).
const maxStatement = 1 << 20

// rowWriter encodes rows of one table into buf, either as LOAD DATA text
// (tab-separated, backslash escapes, \N for NULL) or as multi-row INSERT
// statements.
type rowWriter struct {
	sql       bool
	insert    string // "INSERT INTO `t` (cols) VALUES "
	buf       []byte
	rows      int64
	inStmt    bool
	stmtStart int
	first     bool // the next field is the row's first
}

func newRowWriter(format string, t *table) *rowWriter {
	w := &rowWriter{sql: format == formatSQL}
	w.insert = "INSERT INTO `" + t.name + "` (" + t.columnList() + ") VALUES "
	return w
}

func (w *rowWriter) begin() {
	w.first = true
	if !w.sql {
		return
	}
	if w.inStmt {
		w.buf = append(w.buf, ',')
	} else {
		w.stmtStart = len(w.buf)
		w.buf = append(w.buf, w.insert...)
		w.inStmt = true
	}
	w.buf = append(w.buf, '(')
}

func (w *rowWriter) end() {
	w.rows++
	if !w.sql {
		w.buf = append(w.buf, '\n')
		return
	}
	w.buf = append(w.buf, ')')
	if len(w.buf)-w.stmtStart >= maxStatement {
		w.closeStmt()
	}
}

func (w *rowWriter) closeStmt() {
	if w.inStmt {
		w.buf = append(w.buf, ";\n"...)
		w.inStmt = false
	}
}

// finish closes the open statement; the writer may be reused after reset.
func (w *rowWriter) finish() { w.closeStmt() }

func (w *rowWriter) reset() { w.buf, w.rows, w.inStmt = w.buf[:0], 0, false }

func (w *rowWriter) sep() {
	if w.first {
		w.first = false
		return
	}
	if w.sql {
		w.buf = append(w.buf, ',')
	} else {
		w.buf = append(w.buf, '\t')
	}
}

func (w *rowWriter) int(n int64) {
	w.sep()
	w.buf = strconv.AppendInt(w.buf, n, 10)
}

func (w *rowWriter) str(s string) { w.bytes([]byte(s)) }

// bytes writes a string field, escaped for the format.
func (w *rowWriter) bytes(s []byte) {
	w.sep()
	if w.sql {
		w.buf = append(w.buf, '\'')
	}
	start := 0
	for i, c := range s {
		var esc string
		switch c {
		case '\\':
			esc = `\\`
		case '\n':
			esc = `\n`
		case '\r':
			esc = `\r`
		case 0:
			esc = `\0`
		case '\t':
			if w.sql {
				continue
			}
			esc = `\t`
		case '\'':
			if !w.sql {
				continue
			}
			esc = `\'`
		case 0x1a:
			if !w.sql {
				continue
			}
			esc = `\Z`
		default:
			continue
		}
		w.buf = append(w.buf, s[start:i]...)
		w.buf = append(w.buf, esc...)
		start = i + 1
	}
	w.buf = append(w.buf, s[start:]...)
	if w.sql {
		w.buf = append(w.buf, '\'')
	}
}

// date writes a DATETIME; the zero time is WordPress's '0000-00-00 00:00:00'.
func (w *rowWriter) date(t time.Time) {
	w.sep()
	if w.sql {
		w.buf = append(w.buf, '\'')
	}
	w.buf = appendDate(w.buf, t)
	if w.sql {
		w.buf = append(w.buf, '\'')
	}
}

func appendDate(b []byte, t time.Time) []byte {
	if t.IsZero() {
		return append(b, "0000-00-00 00:00:00"...)
	}
	y, mo, d := t.Date()
	h, mi, s := t.Clock()
	b = append(b, byte('0'+y/1000), byte('0'+y/100%10), byte('0'+y/10%10), byte('0'+y%10), '-',
		byte('0'+int(mo)/10), byte('0'+int(mo)%10), '-', byte('0'+d/10), byte('0'+d%10), ' ',
		byte('0'+h/10), byte('0'+h%10), ':', byte('0'+mi/10), byte('0'+mi%10), ':', byte('0'+s/10), byte('0'+s%10))
	return b
}
