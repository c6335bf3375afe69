package config

import (
	"fmt"
	"strings"
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
	for i := 0; i < len(toks); i++ {
		key, start, ok := matchAssignment(toks, i)
		if !ok {
			continue
		}
		expr, end := collectExpr(toks, start)
		cfg[key] = append(cfg[key], parseWPExpr(expr, toks[i].line))
		i = end - 1
	}
	return cfg, nil
}

// matchAssignment reports whether toks[i] starts a define, a const or a
// $table_prefix assignment of a setting in wpKeys: which setting, and the
// index where its expression starts.
func matchAssignment(toks []token, i int) (key string, expr int, ok bool) {
	t := toks[i]
	switch {
	case t.kind == tokIdent && strings.EqualFold(t.text, "define"):
		return matchDefine(toks, i)
	case t.kind == tokIdent && strings.EqualFold(t.text, "const") && i+2 < len(toks) &&
		toks[i+1].kind == tokIdent && isWPConstant(toks[i+1].text) && tokIs(toks, i+2, tokOp, "="):
		return toks[i+1].text, i + 3, true
	case t.kind == tokVar && t.text == "table_prefix" && tokIs(toks, i+1, tokOp, "="):
		return "$table_prefix", i + 2, true
	}
	return "", 0, false
}

// matchDefine matches define( 'NAME', at toks[i], in any case and with or
// without a namespace; NAME must be a literal in wpKeys. A method call
// ($o->define) or a declaration (function define) is no define.
func matchDefine(toks []token, i int) (key string, expr int, ok bool) {
	if !tokIs(toks, i+1, tokPunct, "(") {
		return "", 0, false
	}
	if tokIs(toks, i-1, tokOp, "->") || tokIs(toks, i-1, tokOp, "?->") || (i > 0 && toks[i-1].kind == tokIdent && strings.EqualFold(toks[i-1].text, "function")) {
		return "", 0, false
	}
	name := i + 2
	if name+1 >= len(toks) || toks[name].kind != tokString || !toks[name].lit || !isWPConstant(toks[name].text) || !tokIs(toks, name+1, tokPunct, ",") {
		return "", 0, false
	}
	return toks[name].text, name + 2, true
}

// tokIs reports whether toks[i] exists and is kind with text.
func tokIs(toks []token, i int, kind tokKind, text string) bool {
	return i >= 0 && i < len(toks) && toks[i].kind == kind && toks[i].text == text
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
	if len(toks) == 1 && toks[0].kind == tokString {
		if !toks[0].lit {
			return wpTerm{}, "is a double-quoted string with $variables in it"
		}
		return wpTerm{lit: toks[0].text}, ""
	}
	if t, ok := parseEnvCall(toks); ok {
		return t, ""
	}
	return wpTerm{}, notLiteral
}

// parseEnvCall understands getenv('VAR'), getenv_docker('VAR') and
// getenv_docker('VAR', 'default'), the function name in any case, the
// arguments string literals without $interpolation.
func parseEnvCall(toks []token) (wpTerm, bool) {
	if len(toks) < 4 || toks[0].kind != tokIdent || !tokIs(toks, 1, tokPunct, "(") || !litAt(toks, 2) {
		return wpTerm{}, false
	}
	switch fn := strings.ToLower(toks[0].text); {
	case len(toks) == 4 && tokIs(toks, 3, tokPunct, ")") && (fn == "getenv" || fn == "getenv_docker"):
		return wpTerm{call: fn, lit: toks[2].text}, true
	case len(toks) == 6 && strings.EqualFold(toks[0].text, "getenv_docker") &&
		tokIs(toks, 3, tokPunct, ",") && litAt(toks, 4) && tokIs(toks, 5, tokPunct, ")"):
		return wpTerm{call: "getenv_docker", lit: toks[2].text, def: toks[4].text, hasDef: true}, true
	}
	return wpTerm{}, false
}

// litAt reports whether toks[i] is a string literal without $interpolation.
func litAt(toks []token, i int) bool { return toks[i].kind == tokString && toks[i].lit }
