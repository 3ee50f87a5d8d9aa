ALTER TABLE `articles` ADD `dek` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `seo_description` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `social_image_url` text;