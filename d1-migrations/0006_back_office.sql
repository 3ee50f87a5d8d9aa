CREATE TABLE `daily_article_views` (
	`day` integer NOT NULL,
	`article_id` integer NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `article_id`)
);
--> statement-breakpoint
CREATE INDEX `daily_article_views_day_views_idx` ON `daily_article_views` (`day`,`views`);--> statement-breakpoint
CREATE TABLE `daily_stats` (
	`day` integer NOT NULL,
	`metric` text NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `metric`)
);
--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `status` text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
CREATE INDEX `push_notifications_created_idx` ON `push_notifications` (`created`);