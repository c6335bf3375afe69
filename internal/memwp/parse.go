package memwp

import (
	"fmt"
	"strings"
)

// This file reads SQL text: mysqldump output and the few statement shapes
// tests write with. It is a tokenizer and a parser of those shapes, not a
// SQL engine: what it does not know is an error, never skipped.

type tokKind int

const (
	tEOF tokKind = iota
	tIdent
	tQuoted // `backtick` identifier
	tString
	tNumber
	tPunct
)

type token struct {
	kind tokKind
	text string // identifier, string value (unescaped), number, punctuation
	pos  int
}

// value is a SQL literal: a string (numbers are kept as their text) or NULL.
type value struct {
	s    string
	null bool
}

// tokenize splits one statement's text into tokens. Comments (-- , #,
// /* */ and executable /*! */ ones) are dropped.
func tokenize(src string) ([]token, error) {
	var out []token
	i := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '#' || (c == '-' && strings.HasPrefix(src[i:], "--") && (i+2 == len(src) || isSpace(src[i+2]))):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '/' && strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return nil, fmt.Errorf("unterminated comment at %d", i)
			}
			i += end + 4
		case c == '\'' || c == '"':
			s, n, err := unquote(src[i:])
			if err != nil {
				return nil, fmt.Errorf("at %d: %w", i, err)
			}
			out = append(out, token{tString, s, i})
			i += n
		case c == '`':
			var b strings.Builder
			j := i + 1
			for {
				if j >= len(src) {
					return nil, fmt.Errorf("unterminated identifier at %d", i)
				}
				if src[j] == '`' {
					if j+1 < len(src) && src[j+1] == '`' {
						b.WriteByte('`')
						j += 2
						continue
					}
					break
				}
				b.WriteByte(src[j])
				j++
			}
			out = append(out, token{tQuoted, b.String(), i})
			i = j + 1
		case isDigit(c) || (c == '.' && i+1 < len(src) && isDigit(src[i+1])):
			j := i
			for j < len(src) && (isDigit(src[j]) || src[j] == '.') {
				j++
			}
			if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
				k := j + 1
				if k < len(src) && (src[k] == '+' || src[k] == '-') {
					k++
				}
				if k < len(src) && isDigit(src[k]) {
					for k < len(src) && isDigit(src[k]) {
						k++
					}
					j = k
				}
			}
			if j < len(src) && isIdentByte(src[j]) {
				// 1abc is an identifier in MySQL.
				for j < len(src) && isIdentByte(src[j]) {
					j++
				}
				out = append(out, token{tIdent, src[i:j], i})
			} else {
				out = append(out, token{tNumber, src[i:j], i})
			}
			i = j
		case isIdentByte(c) || c >= 0x80:
			j := i
			for j < len(src) && (isIdentByte(src[j]) || src[j] >= 0x80) {
				j++
			}
			out = append(out, token{tIdent, src[i:j], i})
			i = j
		default:
			for _, p := range []string{"<=>", "<=", ">=", "<>", "!=", ":="} {
				if strings.HasPrefix(src[i:], p) {
					out = append(out, token{tPunct, p, i})
					i += len(p)
					goto next
				}
			}
			out = append(out, token{tPunct, string(c), i})
			i++
		next:
		}
	}
	return append(out, token{kind: tEOF, pos: len(src)}), nil
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

// unquote reads a quoted string at the start of s, with MySQL's escapes
// (\0 \' \" \b \n \r \t \Z \\; \% and \_ keep their backslash; any other
// \x is x) and a doubled quote standing for one. It returns the value and
// the number of bytes read.
func unquote(s string) (string, int, error) {
	q := s[0]
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			i++
			if i >= len(s) {
				return "", 0, fmt.Errorf("unterminated string")
			}
			switch e := s[i]; e {
			case '0':
				b.WriteByte(0)
			case 'b':
				b.WriteByte('\b')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'Z':
				b.WriteByte(0x1a)
			case '%', '_':
				b.WriteByte('\\')
				b.WriteByte(e)
			default:
				b.WriteByte(e)
			}
		case c == q:
			if i+1 < len(s) && s[i+1] == q {
				b.WriteByte(q)
				i++
				continue
			}
			return b.String(), i + 1, nil
		default:
			b.WriteByte(c)
		}
	}
	return "", 0, fmt.Errorf("unterminated string")
}

// splitStatements cuts SQL text at the semicolons outside strings,
// identifiers and comments.
func splitStatements(src string) ([]string, error) {
	var out []string
	start := 0
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\'' || c == '"':
			_, n, err := unquote(src[i:])
			if err != nil {
				return nil, fmt.Errorf("statement at byte %d: %w", start, err)
			}
			i += n
		case c == '`':
			j := strings.IndexByte(src[i+1:], '`')
			if j < 0 {
				return nil, fmt.Errorf("statement at byte %d: unterminated identifier", start)
			}
			i += j + 2
		case c == '#' || (c == '-' && strings.HasPrefix(src[i:], "--") && (i+2 == len(src) || isSpace(src[i+2]))):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '/' && strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return nil, fmt.Errorf("statement at byte %d: unterminated comment", start)
			}
			i += end + 4
		case c == ';':
			out = append(out, src[start:i])
			i++
			start = i
		default:
			i++
		}
	}
	if strings.TrimSpace(src[start:]) != "" {
		out = append(out, src[start:])
	}
	return out, nil
}

// parser walks the tokens of one statement.
type parser struct {
	toks []token
	i    int
}

func (p *parser) peek() token { return p.toks[p.i] }
func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

// is reports whether the next token is the keyword or punctuation word.
func (p *parser) is(word string) bool {
	t := p.peek()
	return (t.kind == tIdent || t.kind == tPunct) && strings.EqualFold(t.text, word)
}

// accept consumes the next token when it is word.
func (p *parser) accept(word string) bool {
	if p.is(word) {
		p.i++
		return true
	}
	return false
}

func (p *parser) expect(word string) error {
	if !p.accept(word) {
		return p.errorf("want %s", word)
	}
	return nil
}

func (p *parser) errorf(format string, args ...any) error {
	t := p.peek()
	got := t.text
	if t.kind == tEOF {
		got = "end of statement"
	}
	return fmt.Errorf("%s, at %q", fmt.Sprintf(format, args...), got)
}

// name reads an identifier, possibly qualified (db.table, alias.col): the
// last part is returned, with the qualifier.
func (p *parser) name() (qual, name string, err error) {
	t := p.next()
	if t.kind != tIdent && t.kind != tQuoted {
		p.i--
		return "", "", p.errorf("want a name")
	}
	name = t.text
	if p.is(".") {
		p.i++
		t = p.next()
		if t.kind != tIdent && t.kind != tQuoted {
			p.i--
			return "", "", p.errorf("want a name after .")
		}
		qual, name = name, t.text
	}
	return qual, name, nil
}

// literal reads a string, a number (with a sign), NULL, TRUE or FALSE.
func (p *parser) literal() (value, error) {
	t := p.next()
	switch {
	case t.kind == tString:
		return value{s: t.text}, nil
	case t.kind == tNumber:
		return value{s: t.text}, nil
	case t.kind == tPunct && (t.text == "-" || t.text == "+") && p.peek().kind == tNumber:
		n := p.next()
		if t.text == "-" {
			return value{s: "-" + n.text}, nil
		}
		return value{s: n.text}, nil
	case t.kind == tIdent && strings.EqualFold(t.text, "NULL"):
		return value{null: true}, nil
	case t.kind == tIdent && strings.EqualFold(t.text, "TRUE"):
		return value{s: "1"}, nil
	case t.kind == tIdent && strings.EqualFold(t.text, "FALSE"):
		return value{s: "0"}, nil
	}
	p.i--
	return value{}, p.errorf("want a literal value (expressions, functions and subqueries are not supported)")
}

// stmt is one parsed statement.
type stmt struct {
	kind  string // "create", "insert", "update", "delete", "drop", "ignore"
	table string
	alias string
	cols  []string  // create: the columns in order; insert: the column list (nil: all)
	rows  [][]value // insert
	set   []assign  // update
	where expr      // update, delete; nil: every row
}

type assign struct {
	col string
	v   value
}

// parseStatement parses one statement (without its semicolon). A
// statement of only comments gives kind "ignore".
func parseStatement(src string) (*stmt, error) {
	toks, err := tokenize(src)
	if err != nil {
		return nil, err
	}
	p := &parser{toks: toks}
	if p.peek().kind == tEOF {
		return &stmt{kind: "ignore"}, nil
	}
	var st *stmt
	switch {
	case p.is("SET"), p.is("LOCK"), p.is("UNLOCK"), p.is("START"), p.is("BEGIN"), p.is("COMMIT"):
		// Session settings, table locks and transactions change no row.
		return &stmt{kind: "ignore"}, nil
	case p.accept("CREATE"):
		st, err = p.create()
	case p.accept("DROP"):
		st, err = p.drop()
	case p.accept("INSERT"):
		st, err = p.insert()
	case p.accept("UPDATE"):
		st, err = p.update()
	case p.accept("DELETE"):
		st, err = p.delete()
	default:
		return nil, p.errorf("unsupported statement")
	}
	if err != nil {
		return nil, err
	}
	if p.peek().kind != tEOF {
		return nil, p.errorf("unsupported clause")
	}
	return st, nil
}

func (p *parser) create() (*stmt, error) {
	if !p.accept("TABLE") {
		return nil, p.errorf("unsupported CREATE")
	}
	if p.accept("IF") {
		if err := p.expect("NOT"); err != nil {
			return nil, err
		}
		if err := p.expect("EXISTS"); err != nil {
			return nil, err
		}
	}
	_, table, err := p.name()
	if err != nil {
		return nil, err
	}
	if err := p.expect("("); err != nil {
		return nil, err
	}
	st := &stmt{kind: "create", table: table}
	for {
		// One column or key definition, up to the comma at depth 0.
		t := p.peek()
		isCol := t.kind == tQuoted
		if t.kind == tIdent {
			switch strings.ToUpper(t.text) {
			case "PRIMARY", "KEY", "INDEX", "UNIQUE", "FULLTEXT", "SPATIAL", "CONSTRAINT", "FOREIGN", "CHECK", "PERIOD", "SYSTEM":
			default:
				isCol = true
			}
		}
		if isCol {
			st.cols = append(st.cols, t.text)
		}
		depth := 0
		for {
			t := p.next()
			if t.kind == tEOF {
				return nil, p.errorf("unterminated CREATE TABLE")
			}
			if t.kind == tPunct {
				switch t.text {
				case "(":
					depth++
				case ")":
					if depth == 0 {
						// The options after the definitions are ignored.
						for p.peek().kind != tEOF {
							p.next()
						}
						return st, nil
					}
					depth--
				case ",":
					if depth == 0 {
						goto nextDef
					}
				}
			}
		}
	nextDef:
	}
}

func (p *parser) drop() (*stmt, error) {
	if !p.accept("TABLE") {
		return nil, p.errorf("unsupported DROP")
	}
	if p.accept("IF") {
		if err := p.expect("EXISTS"); err != nil {
			return nil, err
		}
	}
	_, table, err := p.name()
	if err != nil {
		return nil, err
	}
	return &stmt{kind: "drop", table: table}, nil
}

func (p *parser) insert() (*stmt, error) {
	if p.accept("IGNORE") {
		return nil, p.errorf("INSERT IGNORE is not supported")
	}
	p.accept("INTO")
	_, table, err := p.name()
	if err != nil {
		return nil, err
	}
	st := &stmt{kind: "insert", table: table}
	if p.accept("(") {
		for {
			_, c, err := p.name()
			if err != nil {
				return nil, err
			}
			st.cols = append(st.cols, c)
			if p.accept(")") {
				break
			}
			if err := p.expect(","); err != nil {
				return nil, err
			}
		}
	}
	if !p.accept("VALUES") && !p.accept("VALUE") {
		return nil, p.errorf("want VALUES (INSERT ... SELECT is not supported)")
	}
	for {
		if err := p.expect("("); err != nil {
			return nil, err
		}
		var row []value
		for {
			v, err := p.literal()
			if err != nil {
				return nil, err
			}
			row = append(row, v)
			if p.accept(")") {
				break
			}
			if err := p.expect(","); err != nil {
				return nil, err
			}
		}
		st.rows = append(st.rows, row)
		if !p.accept(",") {
			break
		}
	}
	return st, nil
}

func (p *parser) update() (*stmt, error) {
	_, table, err := p.name()
	if err != nil {
		return nil, err
	}
	st := &stmt{kind: "update", table: table}
	if t := p.peek(); (t.kind == tIdent && !strings.EqualFold(t.text, "SET")) || t.kind == tQuoted {
		st.alias = p.next().text
	}
	if err := p.expect("SET"); err != nil {
		return nil, err
	}
	for {
		qual, c, err := p.name()
		if err != nil {
			return nil, err
		}
		if err := st.checkQual(qual); err != nil {
			return nil, err
		}
		if err := p.expect("="); err != nil {
			return nil, err
		}
		v, err := p.literal()
		if err != nil {
			return nil, err
		}
		st.set = append(st.set, assign{c, v})
		if !p.accept(",") {
			break
		}
	}
	if p.accept("WHERE") {
		if st.where, err = p.orExpr(st); err != nil {
			return nil, err
		}
	}
	return st, nil
}

func (p *parser) delete() (*stmt, error) {
	if err := p.expect("FROM"); err != nil {
		return nil, err
	}
	_, table, err := p.name()
	if err != nil {
		return nil, err
	}
	st := &stmt{kind: "delete", table: table}
	if p.accept("WHERE") {
		if st.where, err = p.orExpr(st); err != nil {
			return nil, err
		}
	}
	return st, nil
}

// checkQual accepts a column qualifier that names the statement's table.
func (st *stmt) checkQual(qual string) error {
	if qual == "" || qual == st.table || qual == st.alias {
		return nil
	}
	return fmt.Errorf("unknown table %s", qual)
}

// expr is a WHERE condition: AND, OR, NOT of comparisons of a column with
// literals.
type expr interface{}

type (
	andExpr struct{ a, b expr }
	orExpr  struct{ a, b expr }
	notExpr struct{ a expr }
	// cmpExpr compares column col with v by op (= <> != < <= > >=, LIKE).
	cmpExpr struct {
		col, op string
		v       value
	}
	inExpr struct {
		col string
		vs  []value
		not bool
	}
	betweenExpr struct {
		col    string
		lo, hi value
		not    bool
	}
	nullExpr struct {
		col string
		not bool
	}
)

func (p *parser) orExpr(st *stmt) (expr, error) {
	a, err := p.andExpr(st)
	if err != nil {
		return nil, err
	}
	for p.accept("OR") || p.accept("||") {
		b, err := p.andExpr(st)
		if err != nil {
			return nil, err
		}
		a = orExpr{a, b}
	}
	return a, nil
}

func (p *parser) andExpr(st *stmt) (expr, error) {
	a, err := p.notExpr(st)
	if err != nil {
		return nil, err
	}
	for p.accept("AND") || p.accept("&&") {
		b, err := p.notExpr(st)
		if err != nil {
			return nil, err
		}
		a = andExpr{a, b}
	}
	return a, nil
}

func (p *parser) notExpr(st *stmt) (expr, error) {
	if p.accept("NOT") || p.accept("!") {
		a, err := p.notExpr(st)
		return notExpr{a}, err
	}
	if p.accept("(") {
		if p.is("SELECT") {
			return nil, p.errorf("subqueries are not supported")
		}
		a, err := p.orExpr(st)
		if err != nil {
			return nil, err
		}
		return a, p.expect(")")
	}
	qual, col, err := p.name()
	if err != nil {
		return nil, err
	}
	if p.is("(") {
		return nil, p.errorf("functions are not supported")
	}
	if err := st.checkQual(qual); err != nil {
		return nil, err
	}
	not := p.accept("NOT")
	switch {
	case p.accept("IN"):
		if err := p.expect("("); err != nil {
			return nil, err
		}
		if p.is("SELECT") {
			return nil, p.errorf("subqueries are not supported")
		}
		e := inExpr{col: col, not: not}
		for {
			v, err := p.literal()
			if err != nil {
				return nil, err
			}
			e.vs = append(e.vs, v)
			if p.accept(")") {
				return e, nil
			}
			if err := p.expect(","); err != nil {
				return nil, err
			}
		}
	case p.accept("BETWEEN"):
		lo, err := p.literal()
		if err != nil {
			return nil, err
		}
		if err := p.expect("AND"); err != nil {
			return nil, err
		}
		hi, err := p.literal()
		return betweenExpr{col, lo, hi, not}, err
	case p.accept("LIKE"):
		v, err := p.literal()
		if err != nil {
			return nil, err
		}
		if p.is("ESCAPE") {
			return nil, p.errorf("LIKE ... ESCAPE is not supported")
		}
		var e expr = cmpExpr{col, "LIKE", v}
		if not {
			e = notExpr{e}
		}
		return e, nil
	case not:
		return nil, p.errorf("want IN, BETWEEN or LIKE after NOT")
	case p.accept("IS"):
		n := p.accept("NOT")
		if err := p.expect("NULL"); err != nil {
			return nil, err
		}
		return nullExpr{col, n}, nil
	}
	t := p.next()
	switch t.text {
	case "=", "<>", "!=", "<", "<=", ">", ">=":
	default:
		p.i--
		return nil, p.errorf("want a comparison")
	}
	if p.is("(") {
		return nil, p.errorf("subqueries are not supported")
	}
	v, err := p.literal()
	if err != nil {
		return nil, err
	}
	return cmpExpr{col, t.text, v}, nil
}
