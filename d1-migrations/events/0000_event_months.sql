-- The events database (binding EVENTS_DB, docs/decisions/0xx-events-database.md): raw analytics
-- events, one table per UTC month (events_YYYYMM), made when a month's first event is written
-- (worker/features/analytics/events-db.ts). This table lists the months that have one, so the
-- cron's rollup and retention rule know which tables exist without reading SQLite's catalog.
-- Hand-written: drizzle-kit keeps the main database's migrations (d1-migrations/) only.
CREATE TABLE `event_months` (
	`month` integer PRIMARY KEY NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL
);
