// The back office's tag rules: keys, scopes, location state codes and the delete question.
import { describe, expect, it } from 'vitest';
import { TAG_ADMIN_MESSAGES as M } from '../../contracts/admin-tags';
import { inUseQuestion, keyCollision, locationState, resolveTag, slugKey, TAG_KEY, type TagFields } from './admin-rules';
import { parseTagParam } from './rules';

const fields = (r: ReturnType<typeof resolveTag>) => {
  if ('error' in r) throw new Error(r.error.message);
  return r.fields;
};

describe('slugKey', () => {
  it.each([
    ['Austin-TX', 'austin-tx'],
    ['Austin, TX', 'austin-tx'],
    ['Arts & Culture', 'arts-and-culture'],
    ['Café Society', 'cafe-society'],
    ["Editor's picks.", 'editors-picks'],
    ['  --  ', ''],
  ])('%s → %s', (text, key) => expect(slugKey(text)).toBe(key));

  it('makes keys the tag page can name', () => {
    const key = slugKey(`${'Long words '.repeat(20)}end`);
    expect(key.length).toBeLessThanOrEqual(100);
    expect(key).toMatch(TAG_KEY);
    expect(parseTagParam(key)).toEqual({ type: null, slug: key });
  });
});

describe('locationState', () => {
  it('reads a US state code after the last dash, in either case', () => {
    expect(locationState('austin-tx')).toBe('TX');
    expect(locationState('Austin-TX')).toBe('TX');
    expect(locationState('texas-tx')).toBe('TX');
    expect(locationState('new-york-ny')).toBe('NY');
  });
  it('refuses anything else', () => {
    for (const k of ['austin', 'austin-xx', 'austin-t', 'austin-tex', 'austintx', 'austin_tx']) expect(locationState(k)).toBeNull();
  });
});

describe('resolveTag', () => {
  it('makes the key from the name and the scope from type and key', () => {
    expect(fields(resolveTag({ type: 'topic', name: 'Space Exploration' }))).toEqual({
      type: 'topic',
      tag: 'space-exploration',
      scope: 'topic:space-exploration',
      name: 'Space Exploration',
      imageUrl: null,
      stateCode: null,
    });
  });

  it('keeps a given key (in lowercase) and a given scope', () => {
    const f = fields(resolveTag({ type: 'category', name: 'Near me', tag: 'Near-Me', scope: 'feed:near-me' }));
    expect([f.tag, f.scope]).toEqual(['near-me', 'feed:near-me']);
  });

  it('sets a location tag’s state code from its key, and refuses a key without one', () => {
    expect(fields(resolveTag({ type: 'location', name: 'Austin-TX' })).stateCode).toBe('TX');
    expect(fields(resolveTag({ type: 'location', name: 'Austin', tag: 'Austin-TX' }))).toMatchObject({ tag: 'austin-tx', stateCode: 'TX' });
    expect(resolveTag({ type: 'location', name: 'Austin' })).toEqual({ error: { message: M.location, path: 'tag' } });
    expect(resolveTag({ type: 'location', name: 'Austin', tag: 'austin-zz' })).toEqual({ error: { message: M.location, path: 'tag' } });
    // Only location tags carry a state code.
    expect(fields(resolveTag({ type: 'topic', name: 'Austin-TX' })).stateCode).toBeNull();
  });

  it('names the field at fault', () => {
    expect(resolveTag({ type: 'topic', name: 'x', tag: 'no spaces' })).toEqual({ error: { message: M.keyInvalid, path: 'tag' } });
    expect(resolveTag({ type: 'topic', name: '!!!' })).toEqual({ error: { message: M.keyInvalid, path: 'tag' } });
    expect(resolveTag({ type: 'topic', name: 'Space', scope: 'no colon' })).toEqual({ error: { message: M.scopeInvalid, path: 'scope' } });
    expect(resolveTag({ name: 'Space' })).toEqual({ error: { message: 'type is required', path: 'type' } });
  });

  describe('over a previous tag', () => {
    const previous: TagFields = {
      type: 'topic',
      tag: 'space',
      scope: 'topic:space',
      name: 'Space',
      imageUrl: '/media/space.png',
      stateCode: null,
    };

    it('keeps what is not given', () => {
      expect(fields(resolveTag({ name: 'Outer Space' }, previous))).toEqual({ ...previous, name: 'Outer Space' });
    });

    it('moves a default scope with the key and the type', () => {
      expect(fields(resolveTag({ tag: 'outer-space' }, previous)).scope).toBe('topic:outer-space');
      expect(fields(resolveTag({ type: 'category' }, previous)).scope).toBe('category:space');
    });

    it('keeps a scope set on purpose until it is changed or cleared', () => {
      const custom = { ...previous, scope: 'feed:space' };
      expect(fields(resolveTag({ tag: 'outer-space' }, custom)).scope).toBe('feed:space');
      expect(fields(resolveTag({ scope: null }, custom)).scope).toBe('topic:space');
      expect(fields(resolveTag({ scope: '' }, custom)).scope).toBe('topic:space');
    });

    it('clears the image with null or an empty string', () => {
      expect(fields(resolveTag({ image_url: null }, previous)).imageUrl).toBeNull();
      expect(fields(resolveTag({ image_url: '' }, previous)).imageUrl).toBeNull();
    });

    it('checks the state code again when the type becomes location', () => {
      expect(resolveTag({ type: 'location' }, previous)).toEqual({ error: { message: M.location, path: 'tag' } });
      expect(fields(resolveTag({ type: 'location', tag: 'space-fl' }, previous)).stateCode).toBe('FL');
    });
  });
});

describe('inUseQuestion', () => {
  const none = { articles: 0, zones: 0, follows: 0, curators: 0 };
  it('asks nothing about an unused tag', () => expect(inUseQuestion(none)).toBeNull());
  it('counts what uses it', () => {
    expect(inUseQuestion({ ...none, articles: 3 })).toBe('This tag is used by 3 articles. Delete it and remove it from them?');
    expect(inUseQuestion({ ...none, articles: 1, zones: 2, curators: 1 })).toBe(
      'This tag is used by 1 article, 2 zones, and 1 curator. Delete it and remove it from them?',
    );
    expect(inUseQuestion({ ...none, follows: 2 })).toBe('This tag is followed by 2 readers. Delete it and remove it from them?');
    expect(inUseQuestion({ ...none, articles: 2, zones: 1, follows: 3 })).toBe(
      'This tag is used by 2 articles and 1 zone, and followed by 3 readers. Delete it and remove it from them?',
    );
    expect(inUseQuestion({ ...none, articles: 4, follows: 1 })).toBe(
      'This tag is used by 4 articles and followed by 1 reader. Delete it and remove it from them?',
    );
  });
});

describe('keyCollision', () => {
  it('recognises the (type, key) index in SQLite’s message, also as the cause', () => {
    expect(keyCollision(new Error('D1_ERROR: UNIQUE constraint failed: tags.type, tags.tag: SQLITE_CONSTRAINT'))).toBe(true);
    expect(keyCollision(new Error('Failed query', { cause: new Error('UNIQUE constraint failed: tags.type, tags.tag') }))).toBe(true);
    expect(keyCollision(new Error('UNIQUE constraint failed: users.email'))).toBe(false);
    expect(keyCollision(new Error('NOT NULL constraint failed: views.title'))).toBe(false);
  });
});
