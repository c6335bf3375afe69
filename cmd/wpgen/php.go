package main

import (
	"fmt"
	"strconv"
)

// kv is one element of a PHP array: K is a string or an int.
type kv struct {
	K any
	V any
}

// phpArray is an ordered PHP array, serialized in element order.
type phpArray []kv

// appendPHP appends PHP's serialize() of v: string, int, int64, bool, nil or
// phpArray. String lengths are in bytes, as PHP counts them.
func appendPHP(dst []byte, v any) []byte {
	switch x := v.(type) {
	case nil:
		return append(dst, "N;"...)
	case bool:
		if x {
			return append(dst, "b:1;"...)
		}
		return append(dst, "b:0;"...)
	case int:
		return appendPHPInt(dst, int64(x))
	case int64:
		return appendPHPInt(dst, x)
	case string:
		return appendPHPString(dst, x)
	case phpArray:
		dst = append(dst, "a:"...)
		dst = strconv.AppendInt(dst, int64(len(x)), 10)
		dst = append(dst, ":{"...)
		for _, e := range x {
			dst = appendPHP(dst, e.K)
			dst = appendPHP(dst, e.V)
		}
		return append(dst, '}')
	}
	panic(fmt.Sprintf("wpgen: cannot serialize %T", v))
}

func appendPHPInt(dst []byte, n int64) []byte {
	dst = append(dst, "i:"...)
	dst = strconv.AppendInt(dst, n, 10)
	return append(dst, ';')
}

func appendPHPString(dst []byte, s string) []byte {
	dst = append(dst, "s:"...)
	dst = strconv.AppendInt(dst, int64(len(s)), 10)
	dst = append(dst, ":\""...)
	dst = append(dst, s...)
	return append(dst, "\";"...)
}

// serialize is appendPHP into a new string.
func serialize(v any) string { return string(appendPHP(nil, v)) }
