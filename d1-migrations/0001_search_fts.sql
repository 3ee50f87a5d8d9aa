-- Full-text search (FTS5) over article title, body text and tag names, and over tag names alone.
-- drizzle-kit cannot describe virtual tables or triggers, so this migration is hand-written; the
-- triggers keep both indexes in step with every insert, update and delete of the base tables.
CREATE VIRTUAL TABLE `articles_fts` USING fts5(title, body, tags, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `tags_fts` USING fts5(name, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE TRIGGER `articles_fts_ai` AFTER INSERT ON `articles` BEGIN
  INSERT INTO `articles_fts` (rowid, title, body, tags) VALUES (
    new.id, new.title, new.content_text,
    (SELECT coalesce(group_concat(t.name, ' '), '') FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = new.id)
  );
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_au` AFTER UPDATE OF title, content_text ON `articles` BEGIN
  UPDATE `articles_fts` SET title = new.title, body = new.content_text WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_ad` AFTER DELETE ON `articles` BEGIN
  DELETE FROM `articles_fts` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `article_tags_fts_ai` AFTER INSERT ON `article_tags` BEGIN
  UPDATE `articles_fts` SET tags = (
    SELECT coalesce(group_concat(t.name, ' '), '') FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = new.article_id
  ) WHERE rowid = new.article_id;
END;
--> statement-breakpoint
CREATE TRIGGER `article_tags_fts_ad` AFTER DELETE ON `article_tags` BEGIN
  UPDATE `articles_fts` SET tags = (
    SELECT coalesce(group_concat(t.name, ' '), '') FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = old.article_id
  ) WHERE rowid = old.article_id;
END;
--> statement-breakpoint
CREATE TRIGGER `tags_fts_ai` AFTER INSERT ON `tags` BEGIN
  INSERT INTO `tags_fts` (rowid, name) VALUES (new.id, new.name);
END;
--> statement-breakpoint
CREATE TRIGGER `tags_fts_au` AFTER UPDATE OF name ON `tags` BEGIN
  UPDATE `tags_fts` SET name = new.name WHERE rowid = new.id;
  UPDATE `articles_fts` SET tags = (
    SELECT coalesce(group_concat(t.name, ' '), '') FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = articles_fts.rowid
  ) WHERE rowid IN (SELECT article_id FROM article_tags WHERE tag_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `tags_fts_ad` AFTER DELETE ON `tags` BEGIN
  DELETE FROM `tags_fts` WHERE rowid = old.id;
END;
