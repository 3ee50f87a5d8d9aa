ALTER TABLE `article_tags` ADD `published_date` integer;--> statement-breakpoint
CREATE INDEX `article_tags_tag_published_idx` ON `article_tags` (`tag_id`,`published_date`,`article_id`);--> statement-breakpoint
CREATE INDEX `articles_date_idx` ON `articles` (`date`);--> statement-breakpoint
CREATE INDEX `tags_tag_idx` ON `tags` (`tag`);--> statement-breakpoint
CREATE INDEX `tags_name_nocase_idx` ON `tags` ("name" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `article_views_user_idx` ON `article_views` (`user_id`);--> statement-breakpoint
CREATE INDEX `comments_reply_to_idx` ON `comments` (`reply_to`);--> statement-breakpoint
CREATE INDEX `comments_reports_idx` ON `comments` (`reports_count`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_admin_idx` ON `admin_audit_log` (`admin_id`);--> statement-breakpoint
CREATE INDEX `push_notifications_created_by_idx` ON `push_notifications` (`created_by`);--> statement-breakpoint
CREATE INDEX `support_messages_user_idx` ON `support_messages` (`user_id`);--> statement-breakpoint
-- article_tags.published_date is the article's date while it is published, NULL otherwise
-- (decision 0xx-keyset-pages): a tag's feed reads it from article_tags_tag_published_idx.
UPDATE `article_tags` SET `published_date` = (SELECT CASE WHEN a.`status` = 'published' THEN a.`date` END FROM `articles` a WHERE a.`id` = `article_tags`.`article_id`);--> statement-breakpoint
CREATE TRIGGER `article_tags_published_ai` AFTER INSERT ON `article_tags` BEGIN
  UPDATE `article_tags` SET `published_date` = (SELECT CASE WHEN a.`status` = 'published' THEN a.`date` END FROM `articles` a WHERE a.`id` = new.`article_id`)
  WHERE `article_id` = new.`article_id` AND `tag_id` = new.`tag_id`;
END;--> statement-breakpoint
CREATE TRIGGER `articles_published_au` AFTER UPDATE OF `status`, `date` ON `articles` BEGIN
  UPDATE `article_tags` SET `published_date` = CASE WHEN new.`status` = 'published' THEN new.`date` END WHERE `article_id` = new.`id`;
END;
