ALTER TABLE `push_notifications` ADD `kind` text DEFAULT 'notify' NOT NULL;--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `removed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `batches` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `planned` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `dedupe_key` text;--> statement-breakpoint
ALTER TABLE `push_notifications` ADD `finished_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `push_notifications_dedupe_key` ON `push_notifications` (`dedupe_key`);