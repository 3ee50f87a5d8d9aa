// The search's narrowing to what everyone is shown. Whose bodies a search matches (bodyReadable)
// is the access table's `search`, held to the pure rule in D1 by articles/access-sql.test.ts.
import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './fts';
import { shownFtsQuery } from './match';

describe('shownFtsQuery', () => {
  it('confines every term of the reader query to title, tags and excerpt', () => {
    expect(shownFtsQuery(toFtsQuery('city council')!)).toBe('{title tags excerpt} : ("city"* "council"*)');
  });
});
