CREATE INDEX `comments_created_idx` ON `comments` (`created`);--> statement-breakpoint
CREATE INDEX `share_passes_created_idx` ON `share_passes` (`created`);--> statement-breakpoint
CREATE INDEX `votes_created_idx` ON `votes` (`created`);--> statement-breakpoint
CREATE INDEX `subscriptions_created_idx` ON `subscriptions` (`created`);--> statement-breakpoint
CREATE INDEX `subscriptions_ended_idx` ON `subscriptions` (`ended_at`);