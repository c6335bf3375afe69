#!/usr/bin/env bash
# release.sh: builds the release archives of wpsitemap for linux/amd64 and linux/arm64.
#
# Usage:
#   scripts/release.sh VERSION DIR        e.g. scripts/release.sh v1.2.0 dist
#
# Writes into DIR (created when missing; files of the same names are replaced):
#   wpsitemap-VERSION-linux-amd64.tar.gz   wpsitemap-VERSION-linux-arm64.tar.gz
#       each one folder, wpsitemap-VERSION-linux-ARCH/, holding the static binary
#       (wpsitemap), README.md, LICENSE, CHANGELOG.md, docs/ (everything the README links
#       to), the deploy/ files (systemd unit, web server snippets, Grafana dashboard,
#       Prometheus alerts), docker-compose.yml, a Dockerfile that builds the image from that
#       binary (scripts/release.Dockerfile), and BUILDINFO.txt;
#   wpsitemap-VERSION-linux-ARCH.buildinfo.txt
#       `go version -m` of the binary: the Go version, the build settings and every module
#       compiled in, with its version and go.sum hash (the bill of materials Go itself keeps);
#   SHA256SUMS                                 the SHA-256 of every file above (sha256sum -c).
#
# The builds are reproducible: the same commit, VERSION and Go version give the same bytes,
# wherever the checkout is (-trimpath) and however it was made (-buildvcs=false: a clone, a
# git worktree and a tarball build alike). The version and the commit are stamped with
# -ldflags -X, so `wpsitemap version` prints them ("wpsitemap v1.2.0 (revision 3f2a1b2c3d4e;
# go1.26.8 linux/amd64)"); the archives' file times are the commit's time.
#
# Environment:
#   REVISION            the commit to stamp (default: git rev-parse HEAD; "unknown" outside git)
#   SOURCE_DATE_EPOCH   the archives' file times, in Unix seconds (default: the commit's time;
#                       0 outside git)
#   GO                  the go command (default: go on PATH, else /usr/local/go/bin/go)
#
# Exit status: 0 when every file is written; 2 for a bad VERSION or usage; 1 when a build fails.
set -euo pipefail

usage() { echo "usage: scripts/release.sh VERSION DIR   (VERSION like v1.2.0 or v1.2.0-rc.1)" >&2; }
if [ "$#" -ne 2 ]; then
	usage
	exit 2
fi
version=$1
out=$2
# A Go module version: vMAJOR.MINOR.PATCH with an optional pre-release or build suffix.
if ! [[ $version =~ ^v[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.+-]+)?$ ]]; then
	echo "release.sh: VERSION $version is not a version such as v1.2.0 or v1.2.0-rc.1" >&2
	exit 2
fi

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
go=${GO:-$(command -v go || echo /usr/local/go/bin/go)}

if [ -z "${REVISION:-}" ]; then
	REVISION=$(git -C "$repo" rev-parse HEAD 2>/dev/null || echo unknown)
fi
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
	SOURCE_DATE_EPOCH=$(git -C "$repo" log -1 --format=%ct 2>/dev/null || echo 0)
fi
if ! [[ $REVISION =~ ^[0-9A-Za-z._+-]+$ ]]; then
	echo "release.sh: REVISION $REVISION is not a commit name" >&2
	exit 2
fi
if ! [[ $SOURCE_DATE_EPOCH =~ ^[0-9]+$ ]]; then
	echo "release.sh: SOURCE_DATE_EPOCH $SOURCE_DATE_EPOCH is not a number of seconds" >&2
	exit 2
fi
if [ -n "$(git -C "$repo" status --porcelain 2>/dev/null)" ]; then
	echo "release.sh: note: the checkout has uncommitted changes; they are in the build, not in revision $REVISION" >&2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$repo"
sums=()
for arch in amd64 arm64; do
	name=wpsitemap-$version-linux-$arch
	dir=$work/$name
	mkdir -p "$dir"
	# GOFLAGS from the caller's environment would change the build: cleared.
	CGO_ENABLED=0 GOOS=linux GOARCH=$arch GOFLAGS= "$go" build -trimpath -buildvcs=false \
		-ldflags "-s -w -buildid= -X main.version=$version -X main.revision=$REVISION" \
		-o "$dir/wpsitemap" ./cmd/wpsitemap
	"$go" version -m "$dir/wpsitemap" | sed "s|^$dir/||" >"$dir/BUILDINFO.txt"
	cp "$dir/BUILDINFO.txt" "$out/$name.buildinfo.txt"
	# What the README links to (docs/, its screenshots, deploy/, the license and changelog), the
	# compose file, and a Dockerfile that builds the image from this archive's binary
	# (scripts/release.Dockerfile; the repository's builds from source).
	cp README.md LICENSE CHANGELOG.md docker-compose.yml "$dir/"
	cp scripts/release.Dockerfile "$dir/Dockerfile"
	mkdir -p "$dir/deploy" "$dir/docs"
	cp -R deploy/. "$dir/deploy/"
	cp -R docs/. "$dir/docs/"
	find "$dir/deploy" -name '*.go' -delete # the deploy files' own tests
	# Reproducible archive: sorted names, the commit's time, no owner, gzip without a timestamp.
	tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
		--mode='u+rwX,go+rX,go-w' -C "$work" -cf - "$name" | gzip -9 -n >"$out/$name.tar.gz"
	sums+=("$name.tar.gz" "$name.buildinfo.txt")
done

cd "$out"
sha256sum "${sums[@]}" >SHA256SUMS
echo "release.sh: wpsitemap $version (revision $REVISION) in $out:"
sed 's/^/  /' SHA256SUMS
