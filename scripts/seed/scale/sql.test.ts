import { describe, expect, it } from 'vitest';
import { insertStatements, literal, MAX_ROWS_PER_STATEMENT, MAX_STATEMENT_BYTES } from './sql';

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

  it("keeps every statement under local D1's 100 KB, multi-byte text counted in bytes", () => {
    const rows = Array.from({ length: 40 }, (_, id) => ({ id, body: '’'.repeat(9000) }));
    const sql = insertStatements('t', rows);
    expect(sql.length).toBeGreaterThan(1);
    for (const statement of sql) expect(Buffer.byteLength(statement)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES + 200);
  });
});
