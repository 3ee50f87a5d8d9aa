CREATE TABLE `subscribe_claims` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `extra_flagged_at` integer;--> statement-breakpoint
CREATE INDEX `subscriptions_extra_idx` ON `subscriptions` (`extra_flagged_at`);