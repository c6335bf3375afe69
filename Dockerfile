# wpsitemap container image: a static binary on distroless, running as nonroot.
#
#   docker build -t wpsitemap --build-arg VERSION=v1.2.0 --build-arg REVISION=$(git rev-parse HEAD) .
#   docker run --rm -p 8080:8080 -v wpsitemap_state:/var/lib/wpsitemap \
#     -e WORDPRESS_DB_HOST=db:3306 -e WORDPRESS_DB_USER=... \
#     -e WORDPRESS_DB_PASSWORD=... -e WORDPRESS_DB_NAME=wordpress wpsitemap
#
# VERSION and REVISION are stamped into the binary as scripts/release.sh does, so that
# `wpsitemap version` says what the image holds (.dockerignore keeps .git out of the build,
# so Go cannot learn them itself); without them it says "(devel)".
# The state directory, /var/lib/wpsitemap (WPSITEMAP_STATE_DIR), belongs to the nonroot
# user; mount a volume there to keep the prepared sitemaps across restarts and new images.

FROM golang:1.26 AS build
WORKDIR /src
ENV CGO_ENABLED=0
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=
ARG REVISION=
RUN go build -trimpath -buildvcs=false \
      -ldflags="-s -w -buildid= -X main.version=${VERSION} -X main.revision=${REVISION}" \
      -o /out/wpsitemap ./cmd/wpsitemap \
 && mkdir -p /out/state

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/wpsitemap /wpsitemap
# 65532 is distroless's nonroot user.
COPY --from=build --chown=65532:65532 /out/state /var/lib/wpsitemap
USER nonroot:nonroot
ENV WPSITEMAP_ADDR=0.0.0.0:8080 \
    WPSITEMAP_STATE_DIR=/var/lib/wpsitemap
VOLUME /var/lib/wpsitemap
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/wpsitemap", "healthcheck"]
ENTRYPOINT ["/wpsitemap"]
CMD ["serve"]
