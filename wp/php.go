package wp

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	php "github.com/trim21/go-phpserialize"
)

// Unserialize decodes a PHP-serialized value (the format WordPress stores in
// wp_options and meta tables). Arrays decode to map[any]any, with int64 or
// string keys. It never panics: corrupt input, which the decoding library may
// trip over, is returned as an error.
func Unserialize(data string) (v any, err error) {
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, fmt.Errorf("corrupt serialized value: %v", r)
		}
	}()
	if err := checkCounts(data); err != nil {
		return nil, err
	}
	if err := php.Unmarshal([]byte(data), &v); err != nil {
		return nil, err
	}
	return v, nil
}

// checkCounts refuses an array or object whose declared number of elements
// cannot fit in the data (each element takes at least four bytes, "N;N;"):
// the decoding library allocates for the declared count first, so a corrupt
// or hostile "a:166666666:{" would cost gigabytes (found by FuzzUnserialize).
// It looks at every ":N:{" in the text (one pass), strings included, so
// a string holding such text with an absurd count is refused too: the
// option is then treated as its default, as for any corrupt value.
func checkCounts(data string) error {
	for i := 0; ; {
		j := strings.Index(data[i:], ":{")
		if j < 0 {
			return nil
		}
		k := i + j
		i = k + 2
		start := k
		for start > 0 && data[start-1] >= '0' && data[start-1] <= '9' {
			start--
		}
		if start == k || start == 0 || data[start-1] != ':' {
			continue
		}
		n, err := strconv.ParseInt(data[start:k], 10, 64)
		if err != nil || n > int64(len(data))/4 {
			return fmt.Errorf("corrupt serialized value: %s elements declared in %d bytes", data[start:k], len(data))
		}
	}
}

// MaybeUnserialize mirrors WordPress's maybe_unserialize: values that look
// serialized are decoded, others are returned as the plain string.
func MaybeUnserialize(data string) (any, error) {
	if !isSerialized(data) {
		return data, nil
	}
	return Unserialize(data)
}

// isSerialized is a cheap version of WordPress's is_serialized.
func isSerialized(s string) bool {
	if len(s) < 4 {
		return s == "N;"
	}
	if s == "N;" {
		return true
	}
	if s[1] != ':' {
		return false
	}
	switch s[0] {
	case 'a', 'O', 's', 'i', 'd', 'b':
		return true
	}
	return false
}

// phpArray is a decoded PHP array with helpers that apply PHP's loose
// comparisons where WordPress and Yoast rely on them.
// PHPArrayString returns, as a PHP string, the value at key of the PHP
// array or object v ("" when v is not one or has no such key).
func PHPArrayString(v any, key string) string { return asArray(v).str(key) }

type phpArray map[any]any

func asArray(v any) phpArray {
	switch m := v.(type) {
	case map[any]any:
		return phpArray(m)
	case map[string]any:
		out := make(phpArray, len(m))
		for k, x := range m {
			out[k] = x
		}
		return out
	case []any:
		out := make(phpArray, len(m))
		for i, x := range m {
			out[int64(i)] = x
		}
		return out
	}
	return nil
}

// get looks a key up, treating numeric strings and ints as the same key as PHP does.
func (a phpArray) get(key any) (any, bool) {
	if a == nil {
		return nil, false
	}
	if v, ok := a[key]; ok {
		return v, true
	}
	switch k := key.(type) {
	case string:
		if n, err := strconv.ParseInt(k, 10, 64); err == nil {
			v, ok := a[n]
			return v, ok
		}
	case int64:
		v, ok := a[strconv.FormatInt(k, 10)]
		return v, ok
	case int:
		return a.get(int64(k))
	}
	return nil, false
}

func (a phpArray) array(key any) phpArray {
	v, _ := a.get(key)
	return asArray(v)
}

func (a phpArray) str(key any) string {
	v, _ := a.get(key)
	return phpString(v)
}

// truthy applies PHP's boolean conversion to a[key]; missing keys are false.
func (a phpArray) truthy(key any) bool {
	v, ok := a.get(key)
	return ok && PHPTruthy(v)
}

// keysInOrder returns the string keys sorted, for deterministic iteration.
func (a phpArray) keysInOrder() []string {
	keys := make([]string, 0, len(a))
	for k := range a {
		keys = append(keys, phpString(k))
	}
	sort.Strings(keys)
	return keys
}

// PHPString is PHP's string conversion of a decoded scalar: strings as they
// are, integers and floats in decimal, true as "1", false and null (and
// arrays) as "".
func PHPString(v any) string { return phpString(v) }

func phpString(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case bool:
		if x {
			return "1"
		}
		return ""
	case int64:
		return strconv.FormatInt(x, 10)
	case int:
		return strconv.Itoa(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return ""
}

// PHPTruthy is PHP's boolean conversion of a decoded value.
func PHPTruthy(v any) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	case string:
		return x != "" && x != "0"
	case int64:
		return x != 0
	case int:
		return x != 0
	case float64:
		return x != 0
	case map[any]any:
		return len(x) > 0
	case map[string]any:
		return len(x) > 0
	case []any:
		return len(x) > 0
	}
	return true
}
