package wp

import (
	"database/sql"
	"database/sql/driver"
)

func sqlOpenDB(c driver.Connector) *sql.DB { return sql.OpenDB(c) }
