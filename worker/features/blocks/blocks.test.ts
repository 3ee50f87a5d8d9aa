// GET /aux/ui-blocks/{blockId} through the real Worker: shape, 400/404, drafts for admins only, the isolate's kept copy.
import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidate } from '../../cache';
import { createDb } from '../../db/client';
import { uiBlocks } from '../../db/schema';
import { makeSession, putBlock, textDoc, uniqueBlockId } from '../../test/factories';

type BlockBody = {
  data: { id: string; draft: { children: { data: { html: string } }[] }; document: { children: { data: { html: string } }[] } };
};
const get = (id: string, cookie?: string) => SELF.fetch(`http://edgewire.test/aux/ui-blocks/${id}`, { headers: cookie ? { cookie } : {} });

describe('GET /aux/ui-blocks/{blockId}', () => {
  it('answers id, draft.children and document.children; the real draft only for admins', async () => {
    const id = uniqueBlockId();
    await putBlock(id, textDoc('Draft words'), textDoc('Published words'));
    const guest = await get(id);
    expect(guest.status).toBe(200);
    const body = await guest.json<BlockBody>();
    expect(body.data.id).toBe(id);
    expect(body.data.document.children[0]!.data.html).toBe('Published words');
    expect(body.data.draft).toEqual({ children: [] });
    expect(guest.headers.get('cache-control')).toBe('public, max-age=60');

    const reader = await (await get(id, (await makeSession({ role: 'reader' })).cookie)).json<BlockBody>();
    expect(reader.data.draft).toEqual({ children: [] });

    const adminRes = await get(id, (await makeSession({ role: 'admin' })).cookie);
    expect(adminRes.headers.get('cache-control')).toBe('private, no-store');
    const admin = await adminRes.json<BlockBody>();
    expect(admin.data.draft.children[0]!.data.html).toBe('Draft words');
  });

  it('answers 404 for an unknown id and 400 naming the field for a malformed one', async () => {
    const missing = await get(uniqueBlockId('nope'));
    expect(missing.status).toBe(404);
    expect((await missing.json<{ errors: { code: string }[] }>()).errors[0]!.code).toBe('not_found');
    for (const bad of ['Has-Capitals', 'dots.dots', 'x'.repeat(65), '%3Cscript%3E']) {
      const res = await get(bad);
      expect(res.status, bad).toBe(400);
      const err = (await res.json<{ errors: { path: string; code: string }[] }>()).errors[0]!;
      expect(err).toMatchObject({ path: 'blockId', code: 'validation' });
    }
  });

  it('serves the kept copy after the first read until a writer invalidates blocks', async () => {
    const id = uniqueBlockId('cached');
    await putBlock(id, textDoc('d1'), textDoc('Version one'));
    const first = await (await get(id)).json<BlockBody>();
    expect(first.data.document.children[0]!.data.html).toBe('Version one');

    // An editor changes D1 directly: the cached copy is still served…
    await createDb(env.DB)
      .update(uiBlocks)
      .set({ document: textDoc('Version two') })
      .where(eq(uiBlocks.id, id));
    const cached = await (await get(id)).json<BlockBody>();
    expect(cached.data.document.children[0]!.data.html).toBe('Version one');

    // …until the writer invalidates it.
    await invalidate(env, 'blocks');
    const fresh = await (await get(id)).json<BlockBody>();
    expect(fresh.data.document.children[0]!.data.html).toBe('Version two');
  });

  it('never keeps an unknown id: a block written later is served at once', async () => {
    const id = uniqueBlockId('later');
    expect((await get(id)).status).toBe(404);
    await createDb(env.DB)
      .insert(uiBlocks)
      .values({ id, name: 'Later', draft: textDoc('d'), document: textDoc('From D1') });
    const res = await (await get(id)).json<BlockBody>();
    expect(res.data.document.children[0]!.data.html).toBe('From D1');
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = await (await SELF.fetch('http://edgewire.test/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/aux/ui-blocks/{blockId}', '/api/support']));
  });
});
