import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { coerceTo, flatFields, nestFields, type PostedValue, withCheckboxes } from './form-parse';

const nest = (pairs: [string, PostedValue][]) => nestFields(pairs);

/** The AppError a call throws, or null. */
function refusal(run: () => unknown): AppError | null {
  try {
    run();
    return null;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

describe('nestFields: names are the paths the API names its fields by', () => {
  it('nests dotted names into objects and numeric segments into lists', () => {
    expect(
      nest([
        ['title', 'Evening'],
        ['config.trigger.0.delay', '2'],
        ['config.trigger.1.userState', 'guest'],
        ['config.title', 'Hi'],
        ['zones.0.tags', '3, 4'],
      ]),
    ).toEqual({
      title: 'Evening',
      config: { trigger: [{ delay: '2' }, { userState: 'guest' }], title: 'Hi' },
      zones: [{ tags: '3, 4' }],
    });
  });

  it('makes a repeated field the list of its values, in the order posted', () => {
    expect(
      nest([
        ['tags', '3'],
        ['title', 'A'],
        ['tags', '1'],
        ['tags', '2'],
      ]),
    ).toEqual({ tags: ['3', '1', '2'], title: 'A' });
    expect(
      nest([
        ['zones.0.tags', '5'],
        ['zones.0.tags', '6'],
      ]),
    ).toEqual({ zones: [{ tags: ['5', '6'] }] });
  });

  it('closes up a missing index: the places posted keep their order, no hole is left', () => {
    const posted = nest([
      ['zones.2.title', 'Third'],
      ['zones.0.title', 'First'],
      ['zones.10.title', 'Eleventh'],
    ]);
    expect(posted.zones).toEqual([{ title: 'First' }, { title: 'Third' }, { title: 'Eleventh' }]);
    // 007 and 7 are one place.
    expect(
      nest([
        ['a.007.x', '1'],
        ['a.7.y', '2'],
      ]).a,
    ).toEqual([{ x: '1', y: '2' }]);
  });

  it('allocates no huge array for a huge index, nor loses order past a float', () => {
    const posted = nest([
      ['zones.99999.title', 'Far'],
      ['zones.1.title', 'Near'],
    ]);
    expect(posted.zones).toEqual([{ title: 'Near' }, { title: 'Far' }]);
    expect((posted.zones as unknown[]).length).toBe(2);
    const huge = nest([
      ['a.99999999999999999999', 'second'],
      ['a.99999999999999999998', 'first'],
      ['a.100000000000000000000', 'third'],
    ]);
    expect(huge.a).toEqual(['first', 'second', 'third']);
  });

  it('refuses, naming the field, what no form of ours posts: a value that is also a group, places mixed with names, reserved or empty segments, a path too deep', () => {
    for (const [pairs, path] of [
      [
        [
          ['a', '1'],
          ['a.b', '2'],
        ],
        'a',
      ],
      [
        [
          ['a.b', '2'],
          ['a', '1'],
        ],
        'a',
      ],
      [
        [
          ['a.0', '1'],
          ['a.x', '2'],
        ],
        'a.x',
      ],
      [[['__proto__.polluted', 'yes']], '__proto__.polluted'],
      [[['a.constructor.prototype', 'yes']], 'a.constructor.prototype'],
      [[['a..b', '1']], 'a..b'],
      [[['a.', '1']], 'a.'],
      [[['a.b.c.d.e.f.g.h.i', '1']], 'a.b.c.d.e.f.g.h.i'],
    ] as [[string, string][], string][]) {
      const err = refusal(() => nest(pairs));
      expect(err?.status, JSON.stringify(pairs)).toBe(400);
      expect(err?.items[0]?.path, JSON.stringify(pairs)).toBe(path);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps each name’s last text value for a page drawn again, and no file', () => {
    const file = new File(['x'], 'x.png');
    expect(
      flatFields([
        ['a', '1'],
        ['a', '2'],
        ['f', file],
        ['zones.0.title', 'T'],
      ]),
    ).toEqual({ a: '2', 'zones.0.title': 'T' });
  });
});

describe('coerceTo: the strings as the schema takes them', () => {
  const Body = z.strictObject({
    title: z.string(),
    count: z.number({ message: 'count must be a number' }).int().optional(),
    version: z.number().nullable(),
    is_active: z.boolean(),
    tags: z.array(z.number({ message: 'tags must be a list of tag ids' })).default([]),
    zones: z.array(z.object({ order: z.number(), hide_title: z.boolean().optional(), title: z.string() })).optional(),
    note: z
      .string()
      .transform((s) => s.trim())
      .optional(),
  });

  it('reads numbers from their digits (empty is none), checkboxes as booleans, one value as a list of one', () => {
    const body = coerceTo(Body, {
      title: 'A',
      count: ' 12 ',
      version: '',
      is_active: 'true',
      tags: '7',
      zones: [{ order: '0', hide_title: 'false', title: 'Z' }],
      note: ' n ',
    });
    expect(body).toEqual({
      title: 'A',
      count: 12,
      version: undefined,
      is_active: true,
      tags: [7],
      zones: [{ order: 0, hide_title: false, title: 'Z' }],
      note: ' n ',
    });
    expect(Body.parse({ ...(body as object), version: null }).note).toBe('n');
  });

  it('leaves a number that is not one for the schema to refuse with its own message, at its place', () => {
    const parsed = Body.safeParse(coerceTo(Body, { title: 'A', is_active: '', version: '1', tags: ['5', 'x'], count: 'many' }));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['count', 'count must be a number'],
      ['tags.1', 'tags must be a list of tag ids'],
    ]);
  });

  it('refuses a repeated field where one value is expected, and a file where text is, naming the field', () => {
    expect(refusal(() => coerceTo(Body, { title: ['a', 'b'] }))?.items[0]).toEqual({
      message: 'title must be a single text value',
      code: 'validation',
      path: 'title',
    });
    expect(refusal(() => coerceTo(Body, { zones: [{ order: new File(['1'], '1.txt') }] }))?.items[0]?.path).toBe('zones.0.order');
  });

  it('passes unknown fields and shapes it does not know through, for the schema to name', () => {
    const input = { title: 'A', is_active: 'true', version: '2', admin: 'true' };
    const parsed = Body.safeParse(coerceTo(Body, input));
    expect(parsed.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['admin'] });
    expect(coerceTo(z.union([z.literal(''), z.number()]), '5')).toBe('5');
  });
});

describe('withCheckboxes: an unticked box posts nothing', () => {
  it('reads a missing box as unticked, in every place of a list too, and leaves ticked ones', () => {
    const posted = withCheckboxes({ zones: [{ title: 'a' }, { title: 'b', is_active: 'true' }] }, [
      'is_active',
      'zones.*.is_active',
      'missing.*.x',
    ]);
    expect(posted).toEqual({
      is_active: 'false',
      zones: [
        { title: 'a', is_active: 'false' },
        { title: 'b', is_active: 'true' },
      ],
    });
    expect(coerceTo(z.object({ is_active: z.boolean() }), posted)).toMatchObject({ is_active: false });
  });
});
