// What an id is (ids.ts), and every form derived from it held to the same answers: the zod forms
// for bodies and text, and the zod-free readers the pages and the browser run.
import { describe, expect, it } from 'vitest';
import { TEXT_IDS } from '../test/ids';
import { readSelection } from './feeds';
import { funnelArticle } from './funnel';
import { articleReturnPath } from './gate';
import { bodyId, textId } from './id-schemas';
import { ID_MAX, idFromText, isId } from './ids';

/** Values as a JSON body carries them, and whether each is an id. Written by hand. */
const BODY_IDS: [value: unknown, ok: boolean][] = [
  [1, true],
  [42, true],
  [2 ** 52 + 1, true],
  [ID_MAX, true],
  [2 ** 53, false],
  [0, false],
  [-1, false],
  [-0, false],
  [1.5, false],
  [Number.NaN, false],
  [Number.POSITIVE_INFINITY, false],
  ['1', false],
  [null, false],
  [undefined, false],
  [true, false],
];

describe('the rule: isId and idFromText', () => {
  it.each(BODY_IDS)('isId(%j) is %s', (value, ok) => expect(isId(value)).toBe(ok));

  it.each(TEXT_IDS)('idFromText(%j) is %j', (text, id) => expect(idFromText(text)).toBe(id));

  it('reads text as an id exactly when the text is how that id is written', () => {
    for (const [text] of TEXT_IDS) {
      const n = Number(text);
      expect(idFromText(text) !== null, text).toBe(isId(n) && String(n) === text);
    }
    expect(idFromText(null)).toBeNull();
    expect(idFromText(undefined)).toBeNull();
  });
});

describe('the zod forms', () => {
  const messages = { type: 'x must be a number', integer: 'x must be whole', min: 'x must be 1 or more' };

  it.each(BODY_IDS)('bodyId takes %j exactly when isId does', (value, ok) => {
    const parsed = bodyId(messages).safeParse(value);
    expect(parsed.success).toBe(ok);
    if (parsed.success) expect(parsed.data).toBe(value);
  });

  it.each(TEXT_IDS)('textId reads %j as idFromText does', (text, id) => {
    const parsed = textId(messages).safeParse(text);
    expect(parsed.success ? parsed.data : null).toBe(id);
  });

  it.each(TEXT_IDS)('textId orZero reads %j as idFromText does, and "0" as 0', (text, id) => {
    const parsed = textId(messages, { orZero: true }).safeParse(text);
    expect(parsed.success ? parsed.data : null).toBe(text === '0' ? 0 : id);
  });

  it("keeps each site's message for what was wrong", () => {
    const said = (v: unknown) => textId(messages).safeParse(v).error?.issues[0]?.message;
    expect(said('abc')).toBe(messages.type);
    expect(said('1.5')).toBe(messages.integer);
    expect(said('1e3')).toBe(messages.integer);
    expect(said('01')).toBe(messages.integer);
    expect(said('0')).toBe(messages.min);
    expect(said('-1')).toBe(messages.min);
    expect(said('9007199254740992')).toBe(messages.integer);
    expect(bodyId(messages).safeParse('1').error?.issues[0]?.message).toBe(messages.type);
  });
});

describe('the zod-free readers', () => {
  // Every id of the table is one of this reader's chips, so only the rule can drop one.
  const chips = new Set(TEXT_IDS.map(([, id]) => id).filter(isId));

  it.each(TEXT_IDS)('articleReturnPath, funnelArticle and readSelection read %j as idFromText does', (text, id) => {
    expect(articleReturnPath(text)).toBe(id === null ? null : `/article/${id}`);
    expect(funnelArticle(text)).toBe(id);
    // A list's entries are trimmed around its commas: the list's syntax, not the id's.
    const listed = idFromText(text.trim());
    expect(readSelection(text, chips)).toEqual(listed === null ? [] : [listed]);
  });
});
