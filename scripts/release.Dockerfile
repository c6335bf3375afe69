# wpsitemap container image from a release archive: release.sh puts this file in each archive
# as Dockerfile, beside the archive's own static binary, so the image holds the very binary
# whose SHA-256 SHA256SUMS lists (an archive is for one architecture: amd64 or arm64). In the
# unpacked archive:
#
#   docker build -t wpsitemap:VERSION .
#   docker compose up -d --build          (docker-compose.yml beside it builds this file too)
#   docker run --rm -p 8080:8080 -v wpsitemap_state:/var/lib/wpsitemap \
#     -e WORDPRESS_DB_HOST=db:3306 -e WORDPRESS_DB_USER=... \
#     -e WORDPRESS_DB_PASSWORD=... -e WORDPRESS_DB_NAME=wordpress wpsitemap:VERSION
#
# The repository's own Dockerfile builds the image from source instead. The state directory,
# /var/lib/wpsitemap (WPSITEMAP_STATE_DIR), belongs to the nonroot user; mount a volume there
# to keep the prepared sitemaps across restarts and new images.

# An empty state directory owned by distroless's nonroot user (65532): the final image has no
# shell to make it.
FROM busybox:1.37 AS state
RUN mkdir -p /out/state && chown 65532:65532 /out/state

FROM gcr.io/distroless/static-debian12:nonroot
COPY wpsitemap /wpsitemap
COPY --from=state /out/state /var/lib/wpsitemap
USER nonroot:nonroot
ENV WPSITEMAP_ADDR=0.0.0.0:8080 \
    WPSITEMAP_STATE_DIR=/var/lib/wpsitemap
VOLUME /var/lib/wpsitemap
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/wpsitemap", "healthcheck"]
ENTRYPOINT ["/wpsitemap"]
CMD ["serve"]
