package config

import (
	"bytes"
	"fmt"
	"strings"
)

// tokKind is the kind of a PHP token, as far as parseWPConfig needs to tell
// them apart.
type tokKind uint8

const (
	tokIdent  tokKind = iota + 1 // a name such as define, with one leading \ removed
	tokVar                       // $name; text is the name without $
	tokString                    // a quoted string; text is its value
	tokPunct                     // one of ( ) [ ] { } , ;
	tokOp                        // a run of operator characters, such as = or .= or ?:
	tokOther                     // numbers, heredocs, backticks, anything else
)

type token struct {
	kind tokKind
	text string
	lit  bool // for tokString: no $interpolation
	line int
}

type lexer struct {
	src  []byte
	pos  int
	line int
	toks []token
}

// lexPHP is a minimal PHP lexer: it returns the tokens of the PHP code in
// src, without the inline HTML, white space and comments. It fails only on
// an unterminated string, comment or heredoc.
func lexPHP(src []byte) ([]token, error) {
	l := &lexer{src: src, line: 1}
	for l.skipHTML() {
		if err := l.php(); err != nil {
			return nil, err
		}
	}
	return l.toks, nil
}

func (l *lexer) peek(n int) byte {
	if l.pos+n < len(l.src) {
		return l.src[l.pos+n]
	}
	return 0
}

func (l *lexer) hasPrefix(s string) bool {
	return bytes.HasPrefix(l.src[l.pos:], []byte(s))
}

func (l *lexer) emit(kind tokKind, text string, line int) {
	l.toks = append(l.toks, token{kind: kind, text: text, lit: true, line: line})
}

// skipHTML skips inline HTML up to and including an opening tag (<?php,
// <?= or a short <? tag). It reports false at the end of the input.
func (l *lexer) skipHTML() bool {
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		if c == '\n' {
			l.line++
		}
		if c != '<' || l.peek(1) != '?' {
			l.pos++
			continue
		}
		switch {
		case bytes.EqualFold(l.src[l.pos+2:min(len(l.src), l.pos+5)], []byte("php")) &&
			(l.pos+5 == len(l.src) || isSpace(l.src[l.pos+5])):
			l.pos += 5
			return true
		case l.peek(2) == '=':
			l.pos += 3
			return true
		case l.pos+2 == len(l.src) || isSpace(l.src[l.pos+2]):
			l.pos += 2
			return true
		}
		l.pos++
	}
	return false
}

// php lexes PHP code up to a closing ?> tag or the end of the input. At
// each position it tries, in order, white space and comments, the quoted
// forms, names and numbers, then punctuation and operators.
func (l *lexer) php() error {
	for l.pos < len(l.src) {
		line := l.line
		if l.hasPrefix("?>") {
			l.pos += 2
			l.emit(tokPunct, ";", line) // ?> ends a statement
			return nil
		}
		done, err := l.blank()
		if err == nil && !done {
			done, err = l.quoted(line)
		}
		if err != nil {
			return err
		}
		if !done && !l.word(line) {
			l.operator(line)
		}
	}
	return nil
}

// blank skips a newline, other white space or a comment at l.pos, and
// reports whether there was one. A line comment ends at the newline or at
// ?>.
func (l *lexer) blank() (bool, error) {
	c := l.src[l.pos]
	switch {
	case c == '\n':
		l.line++
		l.pos++
	case isSpace(c):
		l.pos++
	case c == '#' || c == '/' && l.peek(1) == '/':
		for l.pos < len(l.src) && l.src[l.pos] != '\n' && !l.hasPrefix("?>") {
			l.pos++
		}
	case c == '/' && l.peek(1) == '*':
		end := bytes.Index(l.src[l.pos+2:], []byte("*/"))
		if end < 0 {
			return false, fmt.Errorf("line %d: unterminated /* comment", l.line)
		}
		l.advance(l.pos + 2 + end + 2)
	default:
		return false, nil
	}
	return true, nil
}

// quoted lexes a string, a backtick command or a heredoc at l.pos, and
// reports whether there was one. Only strings keep their value.
func (l *lexer) quoted(line int) (bool, error) {
	switch c := l.src[l.pos]; {
	case c == '\'':
		s, err := l.singleQuoted()
		if err != nil {
			return false, err
		}
		l.emit(tokString, s, line)
	case c == '"':
		s, lit, err := l.doubleQuoted('"', 0)
		if err != nil {
			return false, err
		}
		l.toks = append(l.toks, token{kind: tokString, text: s, lit: lit, line: line})
	case c == '`':
		if _, _, err := l.doubleQuoted('`', 0); err != nil {
			return false, err
		}
		l.emit(tokOther, "`", line)
	case l.hasPrefix("<<<") && l.isHeredoc():
		if err := l.heredoc(); err != nil {
			return false, err
		}
		l.emit(tokOther, "<<<", line)
	default:
		return false, nil
	}
	return true, nil
}

// word lexes a $variable, a name (one leading \ dropped) or a number at
// l.pos, and reports whether there was one.
func (l *lexer) word(line int) bool {
	c := l.src[l.pos]
	switch {
	case c == '$' && isIdentStart(l.peek(1)):
		l.pos++
		l.emit(tokVar, l.ident(), line)
	case isIdentStart(c) || c == '\\' && isIdentStart(l.peek(1)):
		if c == '\\' {
			l.pos++
		}
		l.emit(tokIdent, l.ident(), line)
	case c >= '0' && c <= '9':
		start := l.pos
		for l.pos < len(l.src) && (isIdentChar(l.src[l.pos]) || l.src[l.pos] == '.') {
			l.pos++
		}
		l.emit(tokOther, string(l.src[start:l.pos]), line)
	default:
		return false
	}
	return true
}

// operator lexes punctuation, a run of operator characters (stopping
// before a comment, ?> or <<<) or any other single byte at l.pos.
func (l *lexer) operator(line int) {
	c := l.src[l.pos]
	switch {
	case strings.IndexByte("()[]{},;", c) >= 0:
		l.pos++
		l.emit(tokPunct, string(c), line)
	case strings.IndexByte(opChars, c) >= 0:
		start := l.pos
		l.pos++
		for l.pos < len(l.src) && strings.IndexByte(opChars, l.src[l.pos]) >= 0 &&
			!l.hasPrefix("//") && !l.hasPrefix("/*") && !l.hasPrefix("?>") && !l.hasPrefix("<<<") {
			l.pos++
		}
		l.emit(tokOp, string(l.src[start:l.pos]), line)
	default:
		l.pos++
		l.emit(tokOther, string(c), line)
	}
}

const opChars = "=!<>+-*/%.&|^~?:@"

// advance moves to pos, counting the newlines passed.
func (l *lexer) advance(pos int) {
	l.line += bytes.Count(l.src[l.pos:pos], []byte("\n"))
	l.pos = pos
}

// ident reads a name, with namespace separators.
func (l *lexer) ident() string {
	start := l.pos
	for l.pos < len(l.src) && (isIdentChar(l.src[l.pos]) || l.src[l.pos] == '\\' && isIdentStart(l.peek(1))) {
		l.pos++
	}
	return string(l.src[start:l.pos])
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 0x80
}

func isIdentChar(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
