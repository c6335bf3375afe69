package config

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLexPHP pins the lexer's corners that the wp-config snippets leave
// out: every escape, heredoc openings that are not heredocs, line counts
// through strings and heredocs, tags, and nesting limits.
func TestLexPHP(t *testing.T) {
	kinds := map[tokKind]string{tokIdent: "ident", tokVar: "var", tokString: "string", tokPunct: "punct", tokOp: "op", tokOther: "other"}
	show := func(toks []token) []string {
		var out []string
		for _, tk := range toks {
			s := fmt.Sprintf("%d %s %q", tk.line, kinds[tk.kind], tk.text)
			if !tk.lit {
				s += " interpolated"
			}
			out = append(out, s)
		}
		return out
	}
	tests := []struct {
		name, src string
		want      []string
		err       string
	}{
		{"escapes", "<?php \"\\v\\e\\f\\xZ\\u{zz}\\u00\\q\\\n\\u{110000}\" 'x'", []string{
			`1 string "\v\x1b\f\\xZ\\u{zz}\\u00\\q\\\n\\u{110000}"`, `2 string "x"`}, ""},
		{"backslash at the end", "<?php \"\\", nil, "line 1: unterminated string"},
		{"braced interpolation over lines", "<?php \"{$a[\"x\n\"]}\n$b\" 'y'", []string{`1 string "\nb" interpolated`, `3 string "y"`}, ""},
		{"dollar brace", `<?php $x = "${a}" 'j'`, []string{`1 var "x"`, `1 op "="`, `1 string "" interpolated`, `1 string "j"`}, ""},
		{"unterminated braces", `<?php "{$a`, nil, "line 1: unterminated string"},
		{"nested too deeply", `<?php "` + strings.Repeat(`{$a["`, 70), nil, "line 1: strings nested too deeply"},
		{"indented heredoc closing", "<?php $x = <<< EOT\nbody\n  EOT; 'after'", []string{
			`1 var "x"`, `1 op "="`, `1 other "<<<"`, `3 punct ";"`, `3 string "after"`}, ""},
		{"nowdoc with an unclosed quote is no heredoc", "<?php $x = <<<'EOT\nEOT; 'a'", nil, "line 2: unterminated string"},
		{"heredoc with CRLF", "<?php $x = <<<\"EOT\"\r\nbody\r\nEOT\n'b'", []string{`1 var "x"`, `1 op "="`, `1 other "<<<"`, `4 string "b"`}, ""},
		{"label not at the end of the line", "<?php $x = <<<EOT 'c'", []string{
			`1 var "x"`, `1 op "="`, `1 op "<<<"`, `1 ident "EOT"`, `1 string "c"`}, ""},
		{"no label", "<?php $x = <<<\n'd'", []string{`1 var "x"`, `1 op "="`, `1 op "<<<"`, `2 string "d"`}, ""},
		{"shift-assign", "<?php $x <<<=1; 'e'", []string{`1 var "x"`, `1 op "<<<="`, `1 other "1"`, `1 punct ";"`, `1 string "e"`}, ""},
		{"label at the end of the input", "<?php $x = <<<EOT", []string{`1 var "x"`, `1 op "="`, `1 op "<<<"`, `1 ident "EOT"`}, ""},
		{"tags", "<?xml x?><?PHP\n'g' ?>x<?=\n'h'<?", []string{`2 string "g"`, `2 punct ";"`, `3 string "h"`, `3 op "<?"`}, ""},
		{"numbers, operators, names", `<?php 1.5e3 @$x->y ?-> \Foo\bar 'i' $`, []string{
			`1 other "1.5e3"`, `1 op "@"`, `1 var "x"`, `1 op "->"`, `1 ident "y"`, `1 op "?->"`, `1 ident "Foo\\bar"`, `1 string "i"`, `1 other "$"`}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			toks, err := lexPHP([]byte(tt.src))
			if gotErr := fmt.Sprint(err); tt.err != "" && gotErr != tt.err || tt.err == "" && err != nil {
				t.Fatalf("error %v, want %q", err, tt.err)
			}
			if diff := cmp.Diff(tt.want, show(toks)); diff != "" {
				t.Errorf("tokens (-want +got):\n%s", diff)
			}
		})
	}
}
