// abortUnless: a batch whose condition fails leaves nothing behind; one whose condition holds lands whole.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, makeTag, uniq } from '../test/factories';
import { abortUnless } from './guard';
import { tags, views } from './schema';

describe('abortUnless', () => {
  it('lets the batch land while the condition holds, and inserts nothing itself', async () => {
    const title = `Guarded ${uniq()}`;
    const before = await db().select({ id: views.id }).from(views);
    await db().batch([abortUnless(db(), sql`1 = 1`), db().insert(views).values({ title })]);
    const after = await db().select({ id: views.id, title: views.title }).from(views);
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((v) => v.title === title)).toHaveLength(1);
  });

  it('fails the whole batch when the condition is false: writes before and after it are rolled back', async () => {
    const tag = await makeTag();
    const title = `Never ${uniq()}`;
    const batch = db().batch([
      db().update(tags).set({ name: 'Changed before the check' }).where(eq(tags.id, tag.id)),
      abortUnless(db(), sql`EXISTS (SELECT 1 FROM ${tags} WHERE ${tags.id} = ${tag.id} AND ${tags.name} = 'no such name')`),
      db().insert(views).values({ title }),
    ]);
    await expect(batch).rejects.toThrow();
    const [row] = await db().select().from(tags).where(eq(tags.id, tag.id));
    expect(row!.name).toBe(tag.name);
    expect(await db().select().from(views).where(eq(views.title, title))).toEqual([]);
  });
});
