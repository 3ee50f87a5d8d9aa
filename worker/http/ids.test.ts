// Every server-side reader of an id answers as the one rule does (contracts/ids.ts), and every
// route that takes an id in its path answers a malformed one the same way: pages (and their form
// posts) 404, as for an unknown id; JSON routes 400 naming the field (decision 048-one-id-one-window).
import { describe, expect, it } from 'vitest';
import { ID_MAX, idFromText } from '../contracts/ids';
import { readFocus } from '../features/comments/first-page';
import { parseExclude } from '../features/front-page/icymi';
import { savedIds } from '../features/front-page/view-rules';
import { makeAdmin } from '../test/admin';
import { makeArticle } from '../test/factories';
import { call } from '../test/http';
import { spellings, TEXT_IDS } from '../test/ids';
import { AppError } from './errors';
import { commaIds, IdParam, pageId, pathId } from './schemas';

describe('the server-side readers', () => {
  it.each(TEXT_IDS)('pathId, IdParam, pageId, commaIds, parseExclude, readFocus and savedIds read %j as idFromText does', (text, id) => {
    const path = pathId('id').safeParse(text);
    expect(path.success ? path.data : null).toBe(id);
    const param = IdParam.safeParse({ id: text });
    expect(param.success ? param.data.id : null).toBe(id);
    const page = (() => {
      try {
        return pageId(text, 'gone');
      } catch (err) {
        expect(err instanceof AppError && err.status).toBe(404);
        return null;
      }
    })();
    expect(page).toBe(id);
    // The lists trim around their commas (their syntax), and an empty list is no list.
    const listed = idFromText(text.trim());
    const list = commaIds.safeParse(text);
    if (text.trim() !== '') expect(list.success ? list.data : null).toEqual(listed === null ? null : [listed]);
    const exclude = parseExclude(text);
    if (text.trim() !== '') expect(exclude.ok ? exclude.ids : null).toEqual(listed === null ? null : [listed]);
    expect(readFocus((name) => (name === 'comment_id' ? text : undefined)).commentId).toBe(id);
    const saved = savedIds([text], 'zones.0.tags', 'tag');
    expect('kept' in saved ? saved.kept[0]?.id : null).toBe(id);
  });
});

describe('ids in paths, route by route', () => {
  it('pages answer 404 for any spelling but the id itself, as for an unknown id; JSON routes 400 naming the field', async () => {
    const article = await makeArticle();
    const admin = await makeAdmin();
    const cases = [
      ...spellings(article.id),
      ...TEXT_IDS.filter(([text, id]) => id === null && text !== ''),
      // An id no row will ever have: unknown, not malformed.
      [String(ID_MAX), ID_MAX] as const,
    ];
    for (const [text, id] of cases) {
      const seg = encodeURIComponent(text);
      const page = id === article.id ? 200 : 404;
      for (const path of [`/article/${seg}`, `/articles/${seg}`, `/news/${seg}`, `/share/${seg}`])
        expect((await call('GET', path)).status, `${path} (${JSON.stringify(text)})`).toBe(page);
      expect((await call('GET', `/admin/articles/${seg}`, { cookie: admin.cookie })).status, `admin ${JSON.stringify(text)}`).toBe(page);
      const api = id === article.id ? 200 : id === null ? 400 : 404;
      for (const [path, field] of [
        [`/api/articles/${seg}`, 'id'],
        [`/aux/articles/${seg}/comments`, 'articleId'],
      ] as const) {
        const res = await call('GET', path);
        expect(res.status, `${path} (${JSON.stringify(text)})`).toBe(api);
        if (api === 400) expect(((await res.json()) as { errors: { path?: string }[] }).errors[0]?.path, path).toBe(field);
      }
    }
  });
});
