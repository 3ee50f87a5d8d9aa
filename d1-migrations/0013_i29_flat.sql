CREATE INDEX `tags_name_idx` ON `tags` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `bookmarks_article_idx` ON `bookmarks` (`article_id`);