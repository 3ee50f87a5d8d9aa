import { describe, expect, it } from 'vitest';
import { insertStatements, literal, MAX_ROWS_PER_STATEMENT } from './sql';

describe('insertStatements', () => {
  it('writes values as SQL literals, quotes doubled', () => {
    expect(literal(null)).toBe('NULL');
    expect(literal(-3.5)).toBe('-3.5');
    expect(literal("it's\nfine")).toBe("'it''s\nfine'");
    expect(() => literal(Number.NaN)).toThrow(RangeError);
  });

  it('packs rows into few statements, a new one when the columns change', () => {
    const rows = Array.from({ length: MAX_ROWS_PER_STATEMENT + 1 }, (_, id) => ({ id, name: `n${id}` }));
    const sql = insertStatements('t', [...rows, { id: 9999 }]);
    expect(sql).toHaveLength(3);
    expect(sql[0]).toMatch(/^INSERT INTO "t" \("id", "name"\) VALUES \(0, 'n0'\),/);
    expect(sql[0]).toMatch(/ON CONFLICT DO NOTHING$/);
    expect(sql[2]).toBe('INSERT INTO "t" ("id") VALUES (9999) ON CONFLICT DO NOTHING');
    expect(insertStatements('t', [])).toEqual([]);
  });
});
