package dbtest

// PolylangSubdomains are the fixes (Variant's, or memwp's Exec) that put
// wpsitemap_polylang at http://example.com in Polylang's subdomain mode
// (force_lang 2, hide_default on): one set of sitemaps per language host.
var PolylangSubdomains = []string{
	"UPDATE wp_options SET option_value = 'http://example.com' WHERE option_name IN ('home', 'siteurl')",
	`UPDATE wp_options SET option_value = 'a:15:{s:7:"browser";i:0;s:7:"rewrite";i:1;s:12:"hide_default";i:1;` +
		`s:10:"force_lang";i:2;s:13:"redirect_lang";i:0;s:13:"media_support";i:0;s:9:"uninstall";i:0;s:4:"sync";a:0:{}` +
		`s:10:"post_types";a:0:{}s:10:"taxonomies";a:0:{}s:7:"domains";a:0:{}s:7:"version";s:5:"3.4.6";` +
		`s:16:"first_activation";i:1700000000;s:12:"default_lang";s:2:"en";s:9:"nav_menus";a:0:{}}' WHERE option_name = 'polylang'`,
}
