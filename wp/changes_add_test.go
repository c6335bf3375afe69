package wp

import (
	"reflect"
	"testing"
)

// TestChangesAdd: every flag of Changes, those added later too, is carried
// by Add; ranges and groups are appended.
func TestChangesAdd(t *testing.T) {
	typ := reflect.TypeFor[Changes]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		if f.Type.Kind() != reflect.Bool {
			continue
		}
		var o Changes
		reflect.ValueOf(&o).Elem().Field(i).SetBool(true)
		var c Changes
		c.Add(o)
		if !reflect.ValueOf(c).Field(i).Bool() {
			t.Errorf("Add dropped %s", f.Name)
		}
		// Unexplained alone asks for no update, only a later full read.
		if c.Empty() && f.Name != "Unexplained" {
			t.Errorf("a Changes with %s set is Empty", f.Name)
		}
	}
	c := Changes{Posts: []IDRange{{1, 2}}, Trids: []int64{7}}
	c.Add(Changes{Posts: []IDRange{{3, 4}}, Trids: []int64{8}})
	if !reflect.DeepEqual(c.Posts, []IDRange{{1, 2}, {3, 4}}) || !reflect.DeepEqual(c.Trids, []int64{7, 8}) {
		t.Errorf("Add: %+v", c)
	}
}
