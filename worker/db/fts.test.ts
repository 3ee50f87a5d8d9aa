// The FTS5 indexes follow every insert, update and delete through the triggers of 0001_search_fts.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeTag } from '../test/factories';

const match = async (q: string) =>
  (
    await env.DB.prepare('SELECT rowid AS id FROM articles_fts WHERE articles_fts MATCH ? ORDER BY rank').bind(q).all<{ id: number }>()
  ).results.map((r) => r.id);
const tagMatch = async (q: string) =>
  (await env.DB.prepare('SELECT rowid AS id FROM tags_fts WHERE tags_fts MATCH ?').bind(q).all<{ id: number }>()).results.map((r) => r.id);

describe('FTS triggers', () => {
  it('indexes title and body text on insert, with prefix matching', async () => {
    const a = await makeArticle({ title: 'Zanzibar ferry schedule', contentText: 'The harbourmaster announced changes' });
    expect(await match('"zanzibar"')).toContain(a.id);
    expect(await match('"harbour"*')).toContain(a.id);
  });

  it('follows updates of title and body', async () => {
    const a = await makeArticle({ title: 'Quokka census', contentText: 'counted on the island' });
    await env.DB.prepare('UPDATE articles SET title = ?, content_text = ? WHERE id = ?')
      .bind('Wombat census', 'burrows everywhere', a.id)
      .run();
    expect(await match('"quokka"')).not.toContain(a.id);
    expect(await match('"wombat"')).toContain(a.id);
    expect(await match('"burrows"')).toContain(a.id);
  });

  it('removes deleted articles', async () => {
    const a = await makeArticle({ title: 'Axolotl festival' });
    await env.DB.prepare('DELETE FROM articles WHERE id = ?').bind(a.id).run();
    expect(await match('"axolotl"')).not.toContain(a.id);
  });

  it('indexes tag names of an article as tags are linked, renamed and unlinked', async () => {
    const tag = await makeTag({ name: 'Pangolin Watch' });
    const a = await makeArticle({ title: 'Night walk' }, [tag.id]);
    expect(await match('"pangolin"')).toContain(a.id);
    await env.DB.prepare('UPDATE tags SET name = ? WHERE id = ?').bind('Armadillo Watch', tag.id).run();
    expect(await match('"pangolin"')).not.toContain(a.id);
    expect(await match('"armadillo"')).toContain(a.id);
    await env.DB.prepare('DELETE FROM article_tags WHERE article_id = ? AND tag_id = ?').bind(a.id, tag.id).run();
    expect(await match('"armadillo"')).not.toContain(a.id);
  });

  it('keeps the tag index in step with tag inserts, renames and deletes', async () => {
    const tag = await makeTag({ name: 'Capybara Club' });
    expect(await tagMatch('"capy"*')).toContain(tag.id);
    await env.DB.prepare('UPDATE tags SET name = ? WHERE id = ?').bind('Tapir Club', tag.id).run();
    expect(await tagMatch('"capybara"')).not.toContain(tag.id);
    expect(await tagMatch('"tapir"')).toContain(tag.id);
    await env.DB.prepare('DELETE FROM tags WHERE id = ?').bind(tag.id).run();
    expect(await tagMatch('"tapir"')).not.toContain(tag.id);
  });
});
