package main

import (
	"runtime/debug"
	"strings"
)

// versionLine describes the running binary from its build information:
// the module version (a tag, or the pseudo-version go build derives from
// the VCS; "(devel)" for go run and tests) and the VCS revision, its time
// and whether the tree had uncommitted changes.
func versionLine() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "wpsitemap (no build information)"
	}
	return describeBuild(bi)
}

// describeBuild is versionLine for given build information, as in
// "wpsitemap v1.2.0 (revision 3f2a1b2c3d4e, 2025-01-02T03:04:05Z, modified; go1.26.8 linux/amd64)".
func describeBuild(bi *debug.BuildInfo) string {
	version := bi.Main.Version
	if version == "" {
		version = "(devel)"
	}
	set := map[string]string{}
	for _, s := range bi.Settings {
		set[s.Key] = s.Value
	}
	var parts []string
	if rev := set["vcs.revision"]; rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		parts = append(parts, "revision "+rev)
		if t := set["vcs.time"]; t != "" {
			parts = append(parts, t)
		}
		if set["vcs.modified"] == "true" {
			parts = append(parts, "modified")
		}
	} else {
		parts = append(parts, "no VCS revision")
	}
	build := bi.GoVersion
	if set["GOOS"] != "" {
		build += " " + set["GOOS"] + "/" + set["GOARCH"]
	}
	return "wpsitemap " + version + " (" + strings.Join(parts, ", ") + "; " + build + ")"
}
