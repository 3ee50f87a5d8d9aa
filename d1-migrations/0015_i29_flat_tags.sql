CREATE TABLE `tag_totals` (
	`tag_id` integer PRIMARY KEY NOT NULL,
	`published` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
-- tag_totals.published is the number of the tag's article_tags rows with a published_date (set
-- while the article is published, by migration i29_plans's triggers): a tag page's total is one
-- row, not a count of the tag's index (decision 080-tag-totals). Counted once here, from
-- article_tags_tag_published_idx; the triggers below keep it on every write, the seeds' included.
INSERT INTO `tag_totals` (`tag_id`, `published`)
  SELECT `tag_id`, count(*) FROM `article_tags` WHERE `published_date` IS NOT NULL GROUP BY `tag_id`;--> statement-breakpoint
CREATE TRIGGER `tag_totals_ai` AFTER INSERT ON `article_tags` WHEN new.`published_date` IS NOT NULL BEGIN
  INSERT INTO `tag_totals` (`tag_id`, `published`) VALUES (new.`tag_id`, 1)
    ON CONFLICT (`tag_id`) DO UPDATE SET `published` = `published` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `tag_totals_ad` AFTER DELETE ON `article_tags` WHEN old.`published_date` IS NOT NULL BEGIN
  UPDATE `tag_totals` SET `published` = `published` - 1 WHERE `tag_id` = old.`tag_id`;
END;--> statement-breakpoint
CREATE TRIGGER `tag_totals_au` AFTER UPDATE OF `published_date`, `tag_id` ON `article_tags`
  WHEN (old.`published_date` IS NULL) <> (new.`published_date` IS NULL) OR old.`tag_id` <> new.`tag_id` BEGIN
  UPDATE `tag_totals` SET `published` = `published` - 1 WHERE `tag_id` = old.`tag_id` AND old.`published_date` IS NOT NULL;
  INSERT INTO `tag_totals` (`tag_id`, `published`) SELECT new.`tag_id`, 1 WHERE new.`published_date` IS NOT NULL
    ON CONFLICT (`tag_id`) DO UPDATE SET `published` = `published` + 1;
END;
