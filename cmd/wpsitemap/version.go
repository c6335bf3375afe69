package main

import (
	"runtime/debug"
	"strings"
)

// version and revision are stamped by scripts/release.sh with
//
//	-ldflags "-X main.version=v1.2.0 -X main.revision=<commit>"
//
// A release is built with -buildvcs=false, so that the binary does not
// depend on how the checkout was made (a clone, a worktree, a tarball), and
// these say what it is. Empty (go build, go run): the build information's.
var version, revision string

// versionLine describes the running binary from its build information:
// the module version (a tag, or the pseudo-version go build derives from
// the VCS; "(devel)" for go run and tests) and the VCS revision, its time
// and whether the tree had uncommitted changes; what release.sh stamped
// wins over both.
func versionLine() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		bi = &debug.BuildInfo{}
	}
	return describeBuild(bi, version, revision)
}

// describeBuild is versionLine for given build information and stamped
// values, as in
// "wpsitemap v1.2.0 (revision 3f2a1b2c3d4e, 2025-01-02T03:04:05Z, modified; go1.26.8 linux/amd64)".
// A stamped version replaces the module version; a stamped revision is
// used when the build information has none.
func describeBuild(bi *debug.BuildInfo, stampedVersion, stampedRevision string) string {
	version := buildVersionOf(bi, stampedVersion)
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
	} else if rev := stampedRevision; rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		parts = append(parts, "revision "+rev)
	} else {
		parts = append(parts, "no VCS revision")
	}
	build := bi.GoVersion
	if build == "" {
		build = "unknown Go version"
	}
	if set["GOOS"] != "" {
		build += " " + set["GOOS"] + "/" + set["GOARCH"]
	}
	return "wpsitemap " + version + " (" + strings.Join(parts, ", ") + "; " + build + ")"
}

// buildVersion is the running binary's version: what release.sh stamped,
// else the module version, else "(devel)".
func buildVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		bi = &debug.BuildInfo{}
	}
	return buildVersionOf(bi, version)
}

// buildVersionOf is buildVersion for given build information.
func buildVersionOf(bi *debug.BuildInfo, stamped string) string {
	switch {
	case stamped != "":
		return stamped
	case bi.Main.Version != "":
		return bi.Main.Version
	}
	return "(devel)"
}
