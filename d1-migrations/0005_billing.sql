-- Billing (issue 12): each reader's Stripe customer, and what a subscription's state entitles them
-- to (entitled_until, from contracts/plus.ts entitledUntil), with the trial end, the end and when
-- the state was read from Stripe, so an older read never overwrites a newer one.
CREATE TABLE `billing_customers` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`provider` text DEFAULT 'stripe' NOT NULL,
	`customer_id` text NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_customers_customer` ON `billing_customers` (`provider`,`customer_id`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `trial_end` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `ended_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `entitled_until` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `synced_at_ms` integer DEFAULT 0 NOT NULL;