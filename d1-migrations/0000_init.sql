CREATE TABLE `password_credentials` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`algorithm` text NOT NULL,
	`params` text NOT NULL,
	`salt` text NOT NULL,
	`hash` text NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE TABLE `session_revocations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`jti` text,
	`revoked_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `session_revocations_jti` ON `session_revocations` (`jti`);--> statement-breakpoint
CREATE INDEX `session_revocations_user_idx` ON `session_revocations` (`user_id`,`revoked_at`);--> statement-breakpoint
CREATE INDEX `session_revocations_expires_idx` ON `session_revocations` (`expires_at`);--> statement-breakpoint
CREATE TABLE `social_identities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`email` text,
	`email_verified` integer DEFAULT false NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_identities_provider_subject` ON `social_identities` (`provider`,`subject`);--> statement-breakpoint
CREATE INDEX `social_identities_user_idx` ON `social_identities` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`role` text DEFAULT 'reader' NOT NULL,
	`subscription_end` integer,
	`theme` text,
	`notification_breaking` integer DEFAULT true NOT NULL,
	`notification_am_pm` integer DEFAULT true NOT NULL,
	`email_notification_comments` text DEFAULT 'all' NOT NULL,
	`push_notification_comments` text DEFAULT 'all' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sms_consent_at` integer,
	`onboarded_at` integer,
	`utm_url` text,
	`utm_referrer` text,
	`signup_article_id` integer,
	`stripe_customer_id` text,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created`);--> statement-breakpoint
CREATE INDEX `users_subscription_end_idx` ON `users` (`subscription_end`);--> statement-breakpoint
CREATE TABLE `article_tags` (
	`article_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`article_id`, `tag_id`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `article_tags_tag_idx` ON `article_tags` (`tag_id`,`article_id`);--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`content_text` text DEFAULT '' NOT NULL,
	`url` text,
	`image_url` text,
	`blur_hash` text,
	`date` integer NOT NULL,
	`scheduled_date` integer,
	`status` text DEFAULT 'drafted' NOT NULL,
	`content_type` text DEFAULT 'other' NOT NULL,
	`paywall` text DEFAULT 'free' NOT NULL,
	`upvotes` integer DEFAULT 0 NOT NULL,
	`downvotes` integer DEFAULT 0 NOT NULL,
	`comments_count` integer DEFAULT 0 NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `articles_status_date_idx` ON `articles` (`status`,`date`);--> statement-breakpoint
CREATE INDEX `articles_scheduled_idx` ON `articles` (`scheduled_date`) WHERE "articles"."scheduled_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `articles_url_idx` ON `articles` (`url`);--> statement-breakpoint
CREATE TABLE `curators` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`username` text NOT NULL,
	`avatar_url` text,
	`bio` text,
	`tag_id` integer,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `curators_username_unique` ON `curators` (`username`);--> statement-breakpoint
CREATE INDEX `curators_name_idx` ON `curators` (`name`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`tag` text NOT NULL,
	`scope` text NOT NULL,
	`image_url` text,
	`state_code` text,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_type_tag_unique` ON `tags` (`type`,`tag`);--> statement-breakpoint
CREATE INDEX `tags_scope_idx` ON `tags` (`scope`);--> statement-breakpoint
CREATE INDEX `tags_type_name_idx` ON `tags` (`type`,`name`);--> statement-breakpoint
CREATE INDEX `tags_state_idx` ON `tags` (`state_code`);--> statement-breakpoint
CREATE TABLE `article_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`user_id` integer,
	`anon_id` text,
	`viewed_at` integer NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `article_views_article_idx` ON `article_views` (`article_id`,`viewed_at`);--> statement-breakpoint
CREATE INDEX `article_views_time_idx` ON `article_views` (`viewed_at`);--> statement-breakpoint
CREATE TABLE `bookmarks` (
	`user_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`user_id`, `article_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bookmarks_user_created_idx` ON `bookmarks` (`user_id`,`created`);--> statement-breakpoint
CREATE TABLE `comment_edits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`comment_id` integer NOT NULL,
	`previous_body` text NOT NULL,
	`edited_at` integer NOT NULL,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comment_edits_comment_idx` ON `comment_edits` (`comment_id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`user_id` integer,
	`reply_to` integer,
	`body` text NOT NULL,
	`replies_count` integer DEFAULT 0 NOT NULL,
	`edit_count` integer DEFAULT 0 NOT NULL,
	`edited_at` integer,
	`deleted_at` integer,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `comments_thread_idx` ON `comments` (`article_id`,`reply_to`,`id`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`);--> statement-breakpoint
CREATE TABLE `curator_follows` (
	`user_id` integer NOT NULL,
	`curator_id` integer NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`user_id`, `curator_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`curator_id`) REFERENCES `curators`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `curator_follows_curator_idx` ON `curator_follows` (`curator_id`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`anon_id` text,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`last_seen` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `share_passes` (
	`id` text PRIMARY KEY NOT NULL,
	`article_id` integer NOT NULL,
	`user_id` integer,
	`recipients` integer DEFAULT 0 NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `share_passes_user_idx` ON `share_passes` (`user_id`,`created`);--> statement-breakpoint
CREATE INDEX `share_passes_article_idx` ON `share_passes` (`article_id`);--> statement-breakpoint
CREATE TABLE `tag_follows` (
	`user_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`user_id`, `tag_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tag_follows_tag_idx` ON `tag_follows` (`tag_id`);--> statement-breakpoint
CREATE TABLE `votes` (
	`user_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`direction` integer NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`user_id`, `article_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `votes_article_idx` ON `votes` (`article_id`);--> statement-breakpoint
CREATE TABLE `popups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`config` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `promotionals` (
	`code` text PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ui_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`draft` text NOT NULL,
	`document` text NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `views_one_active` ON `views` (`is_active`) WHERE "views"."is_active" = 1;--> statement-breakpoint
CREATE TABLE `zone_articles` (
	`zone_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`zone_id`, `article_id`),
	FOREIGN KEY (`zone_id`) REFERENCES `zones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `zone_articles_order_idx` ON `zone_articles` (`zone_id`,`position`);--> statement-breakpoint
CREATE INDEX `zone_articles_article_idx` ON `zone_articles` (`article_id`);--> statement-breakpoint
CREATE TABLE `zone_tags` (
	`zone_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`zone_id`, `tag_id`),
	FOREIGN KEY (`zone_id`) REFERENCES `zones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `zone_tags_tag_idx` ON `zone_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `zones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`view_id` integer NOT NULL,
	`title` text,
	`order` integer DEFAULT 0 NOT NULL,
	`web_layout` integer DEFAULT 0 NOT NULL,
	`hide_title` integer DEFAULT false NOT NULL,
	`pay_wall` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`view_id`) REFERENCES `views`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `zones_view_order_idx` ON `zones` (`view_id`,`order`);--> statement-breakpoint
CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`data` text,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_entity_idx` ON `admin_audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`user_id` integer,
	`anon_id` text,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`data` text,
	`occurred_at` integer NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_events_name_time_idx` ON `analytics_events` (`name`,`occurred_at`);--> statement-breakpoint
CREATE INDEX `analytics_events_time_idx` ON `analytics_events` (`occurred_at`);--> statement-breakpoint
CREATE TABLE `dead_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`reason` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dead_letters_created_idx` ON `dead_letters` (`created`);--> statement-breakpoint
CREATE TABLE `job_receipts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `job_receipts_processed_idx` ON `job_receipts` (`processed_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`email` text PRIMARY KEY NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `push_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`url` text,
	`filters` text NOT NULL,
	`created_by` integer,
	`sent` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text DEFAULT 'stripe' NOT NULL,
	`provider_subscription_id` text NOT NULL,
	`provider_customer_id` text,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`current_period_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`coupon` text,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	`modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_provider_id` ON `subscriptions` (`provider`,`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `support_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_messages_status_idx` ON `support_messages` (`status`,`created`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL,
	`processed_at` integer
);
