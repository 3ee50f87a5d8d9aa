-- Search respects the paywall (decision 027). articles_fts gains an `excerpt` column holding exactly
-- the words a reader who may not read the body is shown of it (excerptOf in
-- worker/features/articles/access.ts), so search can match such a reader against title, tags and
-- excerpt only ({title tags excerpt} : ...), and everyone else against the whole body as before.
-- The table is rebuilt (FTS5 cannot add a column) and filled again from articles. The triggers on
-- article_tags and tags only touch the tags column and stay as they are.
-- deploy-check: allow DROP TABLE articles_fts: rebuilt below in this same migration, which D1 applies
-- as one unit, so a running release never sees it missing.
DROP TRIGGER `articles_fts_ai`;
--> statement-breakpoint
DROP TRIGGER `articles_fts_au`;
--> statement-breakpoint
DROP TABLE `articles_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `articles_fts` USING fts5(title, body, tags, excerpt, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
-- excerptOf(content_text) in SQL, without the trailing ellipsis: whitespace runs (JavaScript's \s)
-- become one space, the text is trimmed, then cut at min(320, length / 4) and back to the last space
-- when that space lies past half the cut. JavaScript counts UTF-16 units, SQLite counts characters:
-- each character outside the BMP is prefixed with byte F8 so it counts twice, as in JavaScript, and
-- the markers are removed at the end. Bytes F8, FA and FB never occur in UTF-8 text, so they are
-- safe markers (FA FB collapse space runs in three replaces). A cut through a surrogate pair leaves
-- half a character in JavaScript and none here: neither is a word, so both index the same words.
-- Each step is a CTE so no expression nests deeply. `units` is MATERIALIZED, so the long passes over
-- the body run once per article rather than once per use. worker/features/search/excerpt.test.ts
-- compares this view with excerptOf on generated texts.
CREATE VIEW `articles_fts_excerpt` AS
SELECT a.id AS id, (
  WITH
    raw(s) AS (SELECT a.content_text),
    ws1(s) AS (SELECT replace(replace(replace(replace(replace(replace(replace(replace(s,
      char(9), ' '), char(10), ' '), char(11), ' '), char(12), ' '), char(13), ' '), char(160), ' '), char(5760), ' '), char(8192), ' ') FROM raw),
    ws2(s) AS (SELECT replace(replace(replace(replace(replace(replace(replace(replace(s,
      char(8193), ' '), char(8194), ' '), char(8195), ' '), char(8196), ' '), char(8197), ' '), char(8198), ' '), char(8199), ' '), char(8200), ' ') FROM ws1),
    ws3(s) AS (SELECT replace(replace(replace(replace(replace(replace(replace(replace(s,
      char(8201), ' '), char(8202), ' '), char(8232), ' '), char(8233), ' '), char(8239), ' '), char(8287), ' '), char(12288), ' '), char(65279), ' ') FROM ws2),
    collapsed(s) AS (SELECT trim(replace(replace(replace(s,
      ' ', CAST(x'FAFB' AS TEXT)), CAST(x'FBFA' AS TEXT), ''), CAST(x'FAFB' AS TEXT), ' '), ' ') FROM ws3),
    units(u) AS MATERIALIZED (SELECT replace(replace(replace(replace(replace(s,
      CAST(x'F0' AS TEXT), CAST(x'F8F0' AS TEXT)), CAST(x'F1' AS TEXT), CAST(x'F8F1' AS TEXT)), CAST(x'F2' AS TEXT), CAST(x'F8F2' AS TEXT)),
      CAST(x'F3' AS TEXT), CAST(x'F8F3' AS TEXT)), CAST(x'F4' AS TEXT), CAST(x'F8F4' AS TEXT)) FROM collapsed),
    cuts(lim, cut) AS (SELECT min(320, length(u) / 4), substr(u, 1, min(320, length(u) / 4)) FROM units),
    -- rtrim drops every trailing character that is not a space: what remains ends at the last space.
    spaced(lim, cut, space) AS (SELECT lim, cut, length(rtrim(cut, replace(cut, ' ', ''))) - 1 FROM cuts)
  SELECT replace(CASE WHEN lim < 1 THEN '' WHEN space > lim * 0.5 THEN substr(cut, 1, space) ELSE cut END, CAST(x'F8' AS TEXT), '')
  FROM spaced
) AS excerpt
FROM articles a;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_ai` AFTER INSERT ON `articles` BEGIN
  INSERT INTO `articles_fts` (rowid, title, body, tags, excerpt) VALUES (
    new.id, new.title, new.content_text,
    (SELECT coalesce(group_concat(t.name, ' '), '') FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = new.id),
    (SELECT excerpt FROM articles_fts_excerpt WHERE id = new.id)
  );
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_au` AFTER UPDATE OF title, content_text ON `articles` BEGIN
  UPDATE `articles_fts` SET title = new.title, body = new.content_text, excerpt = (SELECT excerpt FROM articles_fts_excerpt WHERE id = new.id)
  WHERE rowid = new.id;
END;
--> statement-breakpoint
INSERT INTO `articles_fts` (rowid, title, body, tags, excerpt)
SELECT a.id, a.title, a.content_text,
  (SELECT coalesce(group_concat(t.name, ' '), '') FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id),
  e.excerpt
FROM articles a JOIN articles_fts_excerpt e ON e.id = a.id;
