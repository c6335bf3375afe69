package config

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxNesting bounds the recursion through "{$...}" in double-quoted strings.
const maxNesting = 64

// singleQuoted reads a '...' string, where only \' and \\ are escapes.
func (l *lexer) singleQuoted() (string, error) {
	line := l.line
	var b strings.Builder
	for l.pos++; l.pos < len(l.src); l.pos++ {
		c := l.src[l.pos]
		switch {
		case c == '\\' && (l.peek(1) == '\'' || l.peek(1) == '\\'):
			l.pos++
			b.WriteByte(l.src[l.pos])
		case c == '\'':
			l.pos++
			return b.String(), nil
		default:
			if c == '\n' {
				l.line++
			}
			b.WriteByte(c)
		}
	}
	return "", fmt.Errorf("line %d: unterminated string", line)
}

// doubleQuoted reads a string delimited by quote (" or `), decoding escapes.
// lit is false if the string interpolates variables ("$x", "{$x}", "${x}"),
// which makes its value unknowable without running PHP.
func (l *lexer) doubleQuoted(quote byte, depth int) (s string, lit bool, err error) {
	if depth > maxNesting {
		return "", false, fmt.Errorf("line %d: strings nested too deeply", l.line)
	}
	line := l.line
	lit = true
	var b strings.Builder
	for l.pos++; l.pos < len(l.src); {
		c := l.src[l.pos]
		switch {
		case c == quote:
			l.pos++
			return b.String(), lit, nil
		case c == '\\':
			l.escape(&b, quote)
		case c == '$' && isIdentStart(l.peek(1)):
			lit = false
			l.pos++
		case c == '$' && l.peek(1) == '{' || c == '{' && l.peek(1) == '$':
			lit = false
			if c == '$' {
				l.pos++
			}
			if err := l.skipBraces(depth); err != nil {
				return "", false, err
			}
		default:
			if c == '\n' {
				l.line++
			}
			b.WriteByte(c)
			l.pos++
		}
	}
	return "", false, fmt.Errorf("line %d: unterminated string", line)
}

// escape decodes the backslash escape at l.pos in a double-quoted string.
func (l *lexer) escape(b *strings.Builder, quote byte) {
	if l.pos+1 >= len(l.src) { // a backslash at the very end
		b.WriteByte('\\')
		l.pos = len(l.src)
		return
	}
	n := l.src[l.pos+1]
	l.pos += 2
	switch n {
	case 'n':
		b.WriteByte('\n')
	case 't':
		b.WriteByte('\t')
	case 'r':
		b.WriteByte('\r')
	case 'v':
		b.WriteByte('\v')
	case 'e':
		b.WriteByte(0x1b)
	case 'f':
		b.WriteByte('\f')
	case '\\', '$', quote:
		b.WriteByte(n)
	case '0', '1', '2', '3', '4', '5', '6', '7':
		l.octalEscape(b, n)
	case 'x':
		l.hexEscape(b)
	case 'u':
		l.unicodeEscape(b)
	default:
		if n == '\n' {
			l.line++
		}
		b.WriteByte('\\')
		b.WriteByte(n)
	}
}

// octalEscape decodes \ooo, whose first digit, n, is read: up to two more
// octal digits, the value taken modulo 256.
func (l *lexer) octalEscape(b *strings.Builder, n byte) {
	v, i := int(n-'0'), 0
	for ; i < 2 && l.pos < len(l.src) && l.src[l.pos] >= '0' && l.src[l.pos] <= '7'; i++ {
		v = v*8 + int(l.src[l.pos]-'0')
		l.pos++
	}
	b.WriteByte(byte(v))
}

// hexEscape decodes \xhh (one or two hex digits) after the "x"; without a
// digit the escape stays as written.
func (l *lexer) hexEscape(b *strings.Builder) {
	if v, err := strconv.ParseUint(l.hexRun(2), 16, 8); err == nil {
		b.WriteByte(byte(v))
	} else {
		b.WriteString(`\x`)
	}
}

// unicodeEscape decodes \u{h...} (up to six hex digits, a valid code
// point) after the "u" as UTF-8; anything else stays as written.
func (l *lexer) unicodeEscape(b *strings.Builder) {
	if l.peek(0) != '{' {
		b.WriteString(`\u`)
		return
	}
	l.pos++
	h := l.hexRun(6)
	v, err := strconv.ParseUint(h, 16, 32)
	if err == nil && l.peek(0) == '}' && utf8.ValidRune(rune(v)) {
		l.pos++
		b.WriteRune(rune(v))
		return
	}
	b.WriteString(`\u{` + h)
}

// hexRun consumes up to max hex digits.
func (l *lexer) hexRun(max int) string {
	start := l.pos
	for l.pos < len(l.src) && l.pos-start < max && isHex(l.src[l.pos]) {
		l.pos++
	}
	return string(l.src[start:l.pos])
}

// skipBraces skips a "{...}" block of code inside a double-quoted string,
// which may itself contain strings.
func (l *lexer) skipBraces(depth int) error {
	line := l.line
	level := 0
	for l.pos < len(l.src) {
		switch c := l.src[l.pos]; c {
		case '{':
			level++
			l.pos++
		case '}':
			level--
			l.pos++
			if level == 0 {
				return nil
			}
		case '\'':
			if _, err := l.singleQuoted(); err != nil {
				return err
			}
		case '"':
			if _, _, err := l.doubleQuoted('"', depth+1); err != nil {
				return err
			}
		default:
			if c == '\n' {
				l.line++
			}
			l.pos++
		}
	}
	return fmt.Errorf("line %d: unterminated string", line)
}

// heredocLabel returns the position just past the opening line of a
// heredoc or nowdoc starting at l.pos ("<<<"), and its label; body is 0 if
// no heredoc starts there.
func (l *lexer) heredocLabel() (body int, label string) {
	p, label := labelAt(l.src, skipIndent(l.src, l.pos+3))
	if label == "" {
		return 0, ""
	}
	if p < len(l.src) && l.src[p] == '\r' {
		p++
	}
	if p >= len(l.src) || l.src[p] != '\n' {
		return 0, ""
	}
	return p + 1, label
}

// labelAt reads the label of a heredoc ("EOT" or "\"EOT\"") or nowdoc
// ("'EOT'") at src[p], and returns the position just past it; label is ""
// when there is no label or its quote is not closed.
func labelAt(src []byte, p int) (end int, label string) {
	var quote byte
	if p < len(src) && (src[p] == '\'' || src[p] == '"') {
		quote = src[p]
		p++
	}
	start := p
	if p < len(src) && isIdentStart(src[p]) {
		for p < len(src) && isIdentChar(src[p]) {
			p++
		}
	}
	label = string(src[start:p])
	if label == "" {
		return p, ""
	}
	if quote != 0 {
		if p >= len(src) || src[p] != quote {
			return p, ""
		}
		p++
	}
	return p, label
}

// skipIndent returns the position of the first byte from p on that is not
// a space or a tab.
func skipIndent(src []byte, p int) int {
	for p < len(src) && (src[p] == ' ' || src[p] == '\t') {
		p++
	}
	return p
}

func (l *lexer) isHeredoc() bool {
	body, _ := l.heredocLabel()
	return body > 0
}

// heredoc skips the heredoc or nowdoc starting at l.pos. Its body ends at a
// line holding the label after optional indentation (PHP 7.3 rules).
func (l *lexer) heredoc() error {
	line := l.line
	p, label := l.heredocLabel()
	for {
		q := skipIndent(l.src, p)
		if bytes.HasPrefix(l.src[q:], []byte(label)) && (q+len(label) == len(l.src) || !isIdentChar(l.src[q+len(label)])) {
			l.advance(q + len(label))
			return nil
		}
		nl := bytes.IndexByte(l.src[p:], '\n')
		if nl < 0 {
			return fmt.Errorf("line %d: unterminated heredoc", line)
		}
		p += nl + 1
	}
}
