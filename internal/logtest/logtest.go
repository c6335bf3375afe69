// Package logtest is for log output in tests: Logger sends it to the
// test's log, and CheckLines checks that every JSON line is one
// object whose keys, at every level, appear once. encoding/json keeps the
// last of repeated keys without a word, and log pipelines differ on which
// one they keep, so a repeated key loses information.
package logtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// DuplicateKeys returns the keys that appear more than once in the same
// object of the JSON value line, as dotted paths ("msg", "db.user"), or an
// error when line is not one JSON object.
func DuplicateKeys(line []byte) ([]string, error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('{') {
		return nil, fmt.Errorf("not a JSON object: %.80q", line)
	}
	var dups []string
	if err := object(dec, "", &dups); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("more than one JSON value: %.80q", line)
	}
	return dups, nil
}

// object reads the members of an object whose '{' was read.
func object(dec *json.Decoder, path string, dups *[]string) error {
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key := path + tok.(string)
		if seen[key] {
			*dups = append(*dups, key)
		}
		seen[key] = true
		if err := value(dec, key+".", dups); err != nil {
			return err
		}
	}
	_, err := dec.Token() // '}'
	return err
}

// value reads one value, descending into objects and arrays.
func value(dec *json.Decoder, path string, dups *[]string) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		return object(dec, path, dups)
	case json.Delim('['):
		for dec.More() {
			if err := value(dec, path, dups); err != nil {
				return err
			}
		}
		_, err := dec.Token() // ']'
		return err
	}
	return nil
}

// CheckLines checks every non-empty line of out with DuplicateKeys and
// returns one problem per bad line.
func CheckLines(out string) []string {
	var problems []string
	for _, line := range strings.Split(out, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		dups, err := DuplicateKeys([]byte(line))
		switch {
		case err != nil:
			problems = append(problems, fmt.Sprintf("%v in %q", err, line))
		case len(dups) > 0:
			problems = append(problems, fmt.Sprintf("keys %q repeated in %s", dups, line))
		}
	}
	return problems
}
