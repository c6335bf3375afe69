# wpsitemap container image: a static binary on distroless, running as nonroot.
#
#   docker build -t wpsitemap .
#   docker run --rm -p 8080:8080 -e WORDPRESS_DB_HOST=db:3306 -e WORDPRESS_DB_USER=... \
#     -e WORDPRESS_DB_PASSWORD=... -e WORDPRESS_DB_NAME=wordpress wpsitemap

FROM golang:1.26 AS build
WORKDIR /src
ENV CGO_ENABLED=0
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN go build -trimpath -ldflags="-s -w" -o /out/wpsitemap ./cmd/wpsitemap

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/wpsitemap /wpsitemap
USER nonroot:nonroot
ENV WPSITEMAP_ADDR=0.0.0.0:8080
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/wpsitemap", "healthcheck"]
ENTRYPOINT ["/wpsitemap"]
CMD ["serve"]
