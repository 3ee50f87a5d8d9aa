// The back office's view rules: temp_ entries dropped, repeats kept once, unknown ids named by path, copy titles.
import { describe, expect, it } from 'vitest';
import { VIEW_ADMIN_MESSAGES as M, ZoneInput } from '../../contracts/admin-views';
import { copyTitle, planSnapshot, planZones, savedIds, unknownRef, viewSnapshot, type ZonePlan } from './view-rules';

const zone = (over: Record<string, unknown> = {}) => ZoneInput.parse({ web_layout: 0, ...over });
const plans = (r: ReturnType<typeof planZones>): ZonePlan[] => {
  if ('error' in r) throw new Error(r.error.message);
  return r.zones;
};

describe('savedIds', () => {
  it('drops unsaved temp_ entries and keeps each id once, remembering where it was', () => {
    expect(savedIds([3, 'temp_1', { id: 5 }, { id: 'temp_abc' }, 3, '7'], 'zones.0.articles', 'articles')).toEqual({
      kept: [
        { id: 3, at: 0 },
        { id: 5, at: 2 },
        { id: 7, at: 5 },
      ],
    });
  });

  it('names the entry that is neither an id nor a temp_ id', () => {
    for (const bad of ['abc', 0, -2, 1.5, 'temp', '']) {
      expect(savedIds([1, bad], 'zones.2.tags', 'tags')).toEqual({ error: { message: M.badRef('tags'), path: 'zones.2.tags.1' } });
    }
  });
});

describe('planZones', () => {
  it('keeps the editor’s order unless a zone gives its own, with the schema’s defaults', () => {
    const [a, b] = plans(planZones([zone({ title: ' Lead ' }), zone({ id: 9, order: 7, web_layout: 4, pay_wall: true })]));
    expect(a).toEqual({
      id: null,
      title: 'Lead',
      order: 0,
      webLayout: 0,
      hideTitle: false,
      payWall: false,
      isActive: true,
      tags: [],
      articles: [],
    });
    expect(b).toMatchObject({ id: 9, order: 7, webLayout: 4, payWall: true });
  });

  it('treats a temp_ zone id as a new zone', () => {
    expect(plans(planZones([zone({ id: 'temp_3' })]))[0]!.id).toBeNull();
  });

  it('refuses a zone listed twice and a bad entry, naming the path', () => {
    expect(planZones([zone({ id: 4 }), zone({ id: 4 })])).toEqual({ error: { message: 'A zone is listed twice.', path: 'zones.1.id' } });
    expect(planZones([zone(), zone({ articles: [1, 'x'] })])).toEqual({
      error: { message: M.badRef('articles'), path: 'zones.1.articles.1' },
    });
  });

  it('lets the contract refuse a layout outside the table, at zones.N.web_layout', () => {
    const parsed = ZoneInput.safeParse({ web_layout: 12 });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({ path: ['web_layout'], message: M.layout });
  });
});

describe('unknownRef', () => {
  const known = { zones: new Set([9]), tags: new Set([1, 2]), articles: new Set([10]) };
  it('is null when every id is known', () => {
    expect(unknownRef(plans(planZones([zone({ id: 9, tags: [1, 'temp_x', 2], articles: [10] })])), known)).toBeNull();
  });
  it('names the first unknown id by where the editor put it (temp_ entries counted)', () => {
    const p = plans(planZones([zone({ tags: [1] }), zone({ tags: ['temp_a', 2, 3] })]));
    expect(unknownRef(p, known)).toEqual({ message: M.unknownTag(3), path: 'zones.1.tags.2' });
    expect(unknownRef(plans(planZones([zone({ articles: [10, 11] })])), known)).toEqual({
      message: M.unknownArticle(11),
      path: 'zones.0.articles.1',
    });
    expect(unknownRef(plans(planZones([zone({ id: 8 })])), known)).toEqual({ message: M.notInView(8), path: 'zones.0.id' });
  });
});

describe('copyTitle', () => {
  it('is "Copy of" the title, or untitled view when there is none', () => {
    expect(copyTitle('Morning')).toBe('Copy of Morning');
    expect(copyTitle('  ')).toBe('untitled view');
    expect(copyTitle('')).toBe('untitled view');
    expect(copyTitle(null)).toBe('untitled view');
  });
});

describe('viewSnapshot', () => {
  it('names fields as the API does and keeps tags and articles as ids', () => {
    const [p] = plans(planZones([zone({ id: 9, title: 'A', tags: [{ id: 1 }], articles: [10, 'temp_1'] })]));
    expect(viewSnapshot({ title: 'T', zones: [planSnapshot(p!)] })).toEqual({
      title: 'T',
      zones: [
        { id: 9, title: 'A', order: 0, web_layout: 0, hide_title: false, pay_wall: false, is_active: true, tags: [1], articles: [10] },
      ],
    });
  });
});
