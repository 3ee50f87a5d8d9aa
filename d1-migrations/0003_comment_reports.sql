CREATE TABLE `comment_reports` (
	`comment_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comment_reports_user_idx` ON `comment_reports` (`user_id`,`created`);--> statement-breakpoint
ALTER TABLE `comments` ADD `reports_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `moderation` text;--> statement-breakpoint
ALTER TABLE `comments` ADD `moderated_at` integer;