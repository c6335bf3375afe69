<html>Not PHP: define('DB_NAME', 'from_html');</html>
<?php
// Moved to the new server on 2024-03-01. Old settings kept for reference:
// define('DB_NAME', 'old_db');
// define('DB_HOST', 'old-db.example.com');
#define('DB_USER', 'old_user');
# $table_prefix = 'old_';
/*
define('DB_NAME', 'older_db');
define('DB_PASSWORD', 'older password');
$table_prefix = 'older_';
*/
/* define('DB_HOST', 'inline-block-comment'); */ define('DB_HOST', '[::1]:3307');

$notes = <<<EOT
	define('DB_USER', 'from_heredoc');
	EOT;
$more = <<<'NOW'
$table_prefix = 'from_nowdoc';
NOW;
$s = "define('DB_USER', 'from_double_quoted')";
$t = 'define("DB_USER", "from_single_quoted")';

DEFINE("DB_NAME","new_db");
\define('DB_USER', "new_user");
define ( 'DB_PASSWORD' , "tab\there" ) ;
$table_prefix = 'new_'; // $table_prefix = 'trailing_comment_';
// A line comment ends at a closing tag, so what follows is HTML: ?> define('DB_NAME', 'html');
define('DB_NAME', 'after_close_tag_is_html');
