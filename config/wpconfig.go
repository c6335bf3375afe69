package config

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// wpKeys are the settings read from a wp-config.php. "$table_prefix" is a
// variable, the others constants.
var wpKeys = []string{"DB_NAME", "DB_USER", "DB_PASSWORD", "DB_HOST", "$table_prefix", "WP_HOME", "WP_SITEURL"}

// wpConfig holds every assignment to a setting in wpKeys, in file order.
type wpConfig map[string][]wpAssignment

// wpAssignment is one define or assignment of a setting.
type wpAssignment struct {
	line int
	// alts are the operands of "?:"; each is a concatenation of terms.
	// alts is nil when the expression is not understood.
	alts [][]wpTerm
	// why says why the expression is not understood. It never quotes the
	// file, since the value may be a password.
	why string
}

// wpTerm is a string literal, or a call of getenv or getenv_docker.
type wpTerm struct {
	call   string // "", "getenv" or "getenv_docker"
	lit    string // the literal, or the variable name for a call
	def    string // getenv_docker's default
	hasDef bool
}

// literal reports whether a is made of string literals only, and its value.
func (a wpAssignment) literal() (string, bool) {
	if len(a.alts) != 1 {
		return "", false
	}
	var b strings.Builder
	for _, t := range a.alts[0] {
		if t.call != "" {
			return "", false
		}
		b.WriteString(t.lit)
	}
	return b.String(), true
}

// eval computes the value of a, reading the environment as PHP would.
func (a wpAssignment) eval(lookupEnv func(string) (string, bool), readFile func(string) ([]byte, error)) (string, error) {
	if a.alts == nil {
		return "", fmt.Errorf("%s, and wpsitemap does not run PHP", a.why)
	}
	last := len(a.alts) - 1
	for _, alt := range a.alts[:last] {
		v, isFalse, err := evalConcat(alt, lookupEnv, readFile)
		if err != nil {
			return "", err
		}
		if !isFalse && v != "" && v != "0" { // PHP truthiness, for ?:
			return v, nil
		}
	}
	v, isFalse, err := evalConcat(a.alts[last], lookupEnv, readFile)
	if err != nil {
		return "", err
	}
	if isFalse {
		name := a.alts[last][0].lit
		return "", fmt.Errorf("getenv(%q) is false because %s is not set", name, name)
	}
	return v, nil
}

// evalConcat evaluates a concatenation. isFalse reports the PHP value false:
// a lone getenv of an unset variable.
func evalConcat(terms []wpTerm, lookupEnv func(string) (string, bool), readFile func(string) ([]byte, error)) (v string, isFalse bool, err error) {
	var b strings.Builder
	for _, t := range terms {
		switch t.call {
		case "":
			b.WriteString(t.lit)
		case "getenv":
			s, ok := lookupEnv(t.lit)
			if !ok && len(terms) == 1 {
				return "", true, nil
			}
			b.WriteString(s)
		case "getenv_docker":
			s, err := getenvDocker(t, lookupEnv, readFile)
			if err != nil {
				return "", false, err
			}
			b.WriteString(s)
		}
	}
	return b.String(), false, nil
}

// getenvDocker mirrors the getenv_docker helper of the official WordPress
// Docker image's wp-config.php: the file named by VAR_FILE (if that is
// truthy in PHP's sense) with trailing CR and LF removed, else VAR if set
// (even to ""), else the default.
func getenvDocker(t wpTerm, lookupEnv func(string) (string, bool), readFile func(string) ([]byte, error)) (string, error) {
	if f, _ := lookupEnv(t.lit + "_FILE"); f != "" && f != "0" {
		b, err := readFile(f)
		if err != nil {
			return "", fmt.Errorf("getenv_docker: %s_FILE: %w", t.lit, err)
		}
		return strings.TrimRight(string(b), "\r\n"), nil
	}
	if v, ok := lookupEnv(t.lit); ok {
		return v, nil
	}
	if !t.hasDef {
		return "", fmt.Errorf("getenv_docker(%q) has no default and %s is not set", t.lit, t.lit)
	}
	return t.def, nil
}

// parseWPConfig finds the assignments to wpKeys in the PHP source src,
// without running it.
//
// A small lexer knows enough PHP (inline HTML around <?php ?> tags, the
// three comment styles, single- and double-quoted strings, heredocs,
// backticks) that a define inside a comment or a string is never taken for
// a real one. A matcher then looks, in the token stream, for
//
//	define( 'DB_NAME', EXPR );        (also \define, DEFINE, Config::define)
//	const DB_NAME = EXPR;
//	$table_prefix = EXPR;
//
// EXPR is understood when it is built from string literals (either quote,
// with PHP's escapes), getenv('VAR') and getenv_docker('VAR'[, 'default']),
// joined with "." and "?:". Anything else (a variable, a constant, another
// function, a double-quoted string with $interpolation) is recorded as not
// understood, for Load to report only if no flag or variable supplies that
// setting. A setting assigned more than once (say in both branches of an
// if) is recorded once per assignment; which one PHP would run is not
// known.
//
// parseWPConfig fails only when src cannot be valid PHP (an unterminated
// string, comment or heredoc), since WordPress could not load it either.
func parseWPConfig(src []byte) (wpConfig, error) {
	toks, err := lexPHP(src)
	if err != nil {
		return nil, err
	}
	cfg := wpConfig{}
	is := func(i int, kind tokKind, text string) bool {
		return i >= 0 && i < len(toks) && toks[i].kind == kind && toks[i].text == text
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == tokIdent && strings.EqualFold(t.text, "define") && is(i+1, tokPunct, "("):
			// Skip method calls ($o->define) and declarations (function define).
			if is(i-1, tokOp, "->") || is(i-1, tokOp, "?->") || (i > 0 && toks[i-1].kind == tokIdent && strings.EqualFold(toks[i-1].text, "function")) {
				continue
			}
			name := i + 2
			if name+1 >= len(toks) || toks[name].kind != tokString || !toks[name].lit || !isWPConstant(toks[name].text) || !is(name+1, tokPunct, ",") {
				continue
			}
			expr, end := collectExpr(toks, name+2)
			cfg[toks[name].text] = append(cfg[toks[name].text], parseWPExpr(expr, t.line))
			i = end - 1

		case t.kind == tokIdent && strings.EqualFold(t.text, "const") && i+2 < len(toks) &&
			toks[i+1].kind == tokIdent && isWPConstant(toks[i+1].text) && is(i+2, tokOp, "="):
			expr, end := collectExpr(toks, i+3)
			cfg[toks[i+1].text] = append(cfg[toks[i+1].text], parseWPExpr(expr, t.line))
			i = end - 1

		case t.kind == tokVar && t.text == "table_prefix" && is(i+1, tokOp, "="):
			expr, end := collectExpr(toks, i+2)
			cfg["$table_prefix"] = append(cfg["$table_prefix"], parseWPExpr(expr, t.line))
			i = end - 1
		}
	}
	return cfg, nil
}

// isWPConstant reports whether s is one of the constants in wpKeys.
func isWPConstant(s string) bool {
	for _, k := range wpKeys {
		if s == k && s[0] != '$' {
			return true
		}
	}
	return false
}

// collectExpr returns the tokens of the expression starting at toks[i]: up
// to the first ",", ")" or ";" that is not nested in brackets. end is the
// index of that terminator (or len(toks)).
func collectExpr(toks []token, i int) (expr []token, end int) {
	depth := 0
	for j := i; j < len(toks); j++ {
		t := toks[j]
		if t.kind != tokPunct {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			if depth == 0 {
				return toks[i:j], j
			}
			depth--
		case ",", ";":
			if depth == 0 {
				return toks[i:j], j
			}
		}
	}
	return toks[i:], len(toks)
}

// parseWPExpr understands expr if it is built from string literals and
// getenv/getenv_docker calls with literal arguments, joined by "." and "?:".
func parseWPExpr(expr []token, line int) wpAssignment {
	a := wpAssignment{line: line}
	var alts [][]wpTerm
	for _, alt := range splitOp(expr, "?:") {
		var terms []wpTerm
		for _, part := range splitOp(alt, ".") {
			t, why := parseWPTerm(part)
			if why != "" {
				a.why = why
				return a
			}
			terms = append(terms, t)
		}
		alts = append(alts, terms)
	}
	a.alts = alts
	return a
}

// splitOp splits toks at the operator op outside brackets.
func splitOp(toks []token, op string) [][]token {
	var parts [][]token
	depth, start := 0, 0
	for i, t := range toks {
		switch {
		case t.kind == tokPunct && (t.text == "(" || t.text == "[" || t.text == "{"):
			depth++
		case t.kind == tokPunct && (t.text == ")" || t.text == "]" || t.text == "}"):
			depth--
		case t.kind == tokOp && t.text == op && depth == 0:
			parts = append(parts, toks[start:i])
			start = i + 1
		}
	}
	return append(parts, toks[start:])
}

const notLiteral = "is not a string literal"

// parseWPTerm understands a string literal, getenv('VAR'),
// getenv_docker('VAR') or getenv_docker('VAR', 'default'). Otherwise it
// returns why not.
func parseWPTerm(toks []token) (t wpTerm, why string) {
	isLit := func(i int) bool { return toks[i].kind == tokString && toks[i].lit }
	isPunct := func(i int, s string) bool { return toks[i].kind == tokPunct && toks[i].text == s }
	switch {
	case len(toks) == 1 && toks[0].kind == tokString:
		if !toks[0].lit {
			return wpTerm{}, "is a double-quoted string with $variables in it"
		}
		return wpTerm{lit: toks[0].text}, ""
	case len(toks) == 4 && toks[0].kind == tokIdent && isPunct(1, "(") && isLit(2) && isPunct(3, ")"):
		switch fn := strings.ToLower(toks[0].text); fn {
		case "getenv", "getenv_docker":
			return wpTerm{call: fn, lit: toks[2].text}, ""
		}
	case len(toks) == 6 && toks[0].kind == tokIdent && strings.EqualFold(toks[0].text, "getenv_docker") &&
		isPunct(1, "(") && isLit(2) && isPunct(3, ",") && isLit(4) && isPunct(5, ")"):
		return wpTerm{call: "getenv_docker", lit: toks[2].text, def: toks[4].text, hasDef: true}, ""
	}
	return wpTerm{}, notLiteral
}

// A minimal PHP lexer.

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

// maxNesting bounds the recursion through "{$...}" in double-quoted strings.
const maxNesting = 64

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

// php lexes PHP code up to a closing ?> tag or the end of the input.
func (l *lexer) php() error {
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		line := l.line
		switch {
		case c == '\n':
			l.line++
			l.pos++
		case isSpace(c):
			l.pos++
		case c == '?' && l.peek(1) == '>':
			l.pos += 2
			l.emit(tokPunct, ";", line) // ?> ends a statement
			return nil
		case c == '#' || c == '/' && l.peek(1) == '/':
			// A line comment ends at the newline or at ?>.
			for l.pos < len(l.src) && l.src[l.pos] != '\n' && !l.hasPrefix("?>") {
				l.pos++
			}
		case c == '/' && l.peek(1) == '*':
			end := bytes.Index(l.src[l.pos+2:], []byte("*/"))
			if end < 0 {
				return fmt.Errorf("line %d: unterminated /* comment", line)
			}
			l.advance(l.pos + 2 + end + 2)
		case c == '\'':
			s, err := l.singleQuoted()
			if err != nil {
				return err
			}
			l.emit(tokString, s, line)
		case c == '"':
			s, lit, err := l.doubleQuoted('"', 0)
			if err != nil {
				return err
			}
			l.toks = append(l.toks, token{kind: tokString, text: s, lit: lit, line: line})
		case c == '`':
			if _, _, err := l.doubleQuoted('`', 0); err != nil {
				return err
			}
			l.emit(tokOther, "`", line)
		case l.hasPrefix("<<<") && l.isHeredoc():
			if err := l.heredoc(); err != nil {
				return err
			}
			l.emit(tokOther, "<<<", line)
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
	return nil
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
		v, i := int(n-'0'), 0
		for ; i < 2 && l.pos < len(l.src) && l.src[l.pos] >= '0' && l.src[l.pos] <= '7'; i++ {
			v = v*8 + int(l.src[l.pos]-'0')
			l.pos++
		}
		b.WriteByte(byte(v))
	case 'x':
		if v, err := strconv.ParseUint(l.hexRun(2), 16, 8); err == nil {
			b.WriteByte(byte(v))
		} else {
			b.WriteString(`\x`)
		}
	case 'u':
		if l.peek(0) == '{' {
			l.pos++
			h := l.hexRun(6)
			v, err := strconv.ParseUint(h, 16, 32)
			if err == nil && l.peek(0) == '}' && utf8.ValidRune(rune(v)) {
				l.pos++
				b.WriteRune(rune(v))
				return
			}
			b.WriteString(`\u{` + h)
			return
		}
		b.WriteString(`\u`)
	default:
		if n == '\n' {
			l.line++
		}
		b.WriteByte('\\')
		b.WriteByte(n)
	}
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
	p := l.pos + 3
	for p < len(l.src) && (l.src[p] == ' ' || l.src[p] == '\t') {
		p++
	}
	var quote byte
	if p < len(l.src) && (l.src[p] == '\'' || l.src[p] == '"') {
		quote = l.src[p]
		p++
	}
	start := p
	if p < len(l.src) && isIdentStart(l.src[p]) {
		for p < len(l.src) && isIdentChar(l.src[p]) {
			p++
		}
	}
	label = string(l.src[start:p])
	if label == "" {
		return 0, ""
	}
	if quote != 0 {
		if p >= len(l.src) || l.src[p] != quote {
			return 0, ""
		}
		p++
	}
	if p < len(l.src) && l.src[p] == '\r' {
		p++
	}
	if p >= len(l.src) || l.src[p] != '\n' {
		return 0, ""
	}
	return p + 1, label
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
		q := p
		for q < len(l.src) && (l.src[q] == ' ' || l.src[q] == '\t') {
			q++
		}
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
