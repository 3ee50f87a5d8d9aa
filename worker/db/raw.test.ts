// Raw rows typed from the schema: the SELECT list written from a shape, and each row checked against it.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../test/factories';
import { columnsOf, computed, rawRow, selectList } from './raw';
import { articles, popups } from './schema';

const CARD = {
  ...columnsOf('a', { article_id: articles.id, title: articles.title, image_url: articles.imageUrl, paywall: articles.paywall }),
  tag_count: computed('(SELECT count(*) FROM article_tags t WHERE t.article_id = a.id)', 'number'),
  first_tag: computed('(SELECT t.tag_id FROM article_tags t WHERE t.article_id = a.id LIMIT 1)', 'number', true),
};

describe('columnsOf and selectList', () => {
  it('read each column from its table alias under the row name, and alias only what needs it', () => {
    expect(selectList(CARD)).toBe(
      'a.id AS article_id, a.title, a.image_url, a.paywall, (SELECT count(*) FROM article_tags t WHERE t.article_id = a.id) AS tag_count, ' +
        '(SELECT t.tag_id FROM article_tags t WHERE t.article_id = a.id LIMIT 1) AS first_tag',
    );
  });

  it("take each value's kind and nullability from the schema (booleans and JSON as D1 hands them back)", () => {
    expect(CARD.article_id).toMatchObject({ kind: 'number', nullable: false });
    expect(CARD.title).toMatchObject({ kind: 'string', nullable: false });
    expect(CARD.image_url).toMatchObject({ kind: 'string', nullable: true });
    const popup = columnsOf('p', { is_active: popups.isActive, config: popups.config });
    expect(popup.is_active).toMatchObject({ sql: 'p.is_active', kind: 'number' });
    expect(popup.config).toMatchObject({ sql: 'p.config', kind: 'string', nullable: false });
  });
});

describe('rawRow', () => {
  const row = { article_id: 1, title: 'T', image_url: null, paywall: 'free', tag_count: 0, first_tag: null };

  it('hands back a row that matches its shape, and null for no row', () => {
    expect(rawRow(CARD, row)).toBe(row);
    expect(rawRow(CARD, null)).toBeNull();
    expect(rawRow(CARD, undefined)).toBeNull();
  });

  it('refuses a row that disagrees with its statement: a missing value, a wrong kind, a NULL where none may be', () => {
    const { title: _t, ...missing } = row;
    for (const bad of [missing, { ...row, article_id: '1' }, { ...row, title: null }, { ...row, tag_count: true }])
      expect(() => rawRow(CARD, bad), JSON.stringify(bad)).toThrow(/does not match its shape/);
  });

  it('reads a real D1 row through its shape', async () => {
    const article = await makeArticle({ imageUrl: null });
    const found = rawRow(
      CARD,
      await env.DB.prepare(`SELECT ${selectList(CARD)} FROM articles a WHERE a.id = ?1`)
        .bind(article.id)
        .first(),
    );
    expect(found).toEqual({
      article_id: article.id,
      title: article.title,
      image_url: null,
      paywall: article.paywall,
      tag_count: 0,
      first_tag: null,
    });
  });
});
