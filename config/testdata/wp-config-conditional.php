<?php
// Settings chosen at run time: wpsitemap cannot know which branch applies.
if ( getenv( 'WP_ENV' ) === 'staging' ) {
	define( 'DB_HOST', 'staging-db' );
	define( 'DB_NAME', 'shop' );
} else {
	define( 'DB_HOST', 'prod-db' );
	define( 'DB_NAME', 'shop' );
}
define( 'DB_USER', $_ENV['DB_USER'] );
define( 'DB_PASSWORD', "pw-$suffix" );
$table_prefix = 'wp_';
