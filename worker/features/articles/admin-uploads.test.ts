// Image uploads in the back office: kept in R2 by what their bytes are, served at the /media/ URL
// the answer gives and through the image proxy, 5 MB at most, one audit row each.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UploadDto } from '../../contracts/admin-articles';
import { adminAuditLog } from '../../db/schema';
import { auditRows, makeAdmin } from '../../test/admin';
import { db, makeReader } from '../../test/factories';
import { dataIn, firstError, SAME_ORIGIN } from '../../test/http';
import { bandsImage, GREEN, pixelAt, RED } from '../images/test-images';

function upload(cookie: string | undefined, file: Blob | string, name = 'picture.png') {
  const form = new FormData();
  if (typeof file === 'string') form.append('file', file);
  else form.append('file', file, name);
  return SELF.fetch('http://edgewire.test/admin/api/uploads', {
    method: 'POST',
    body: form,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}
const audits = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));

describe('POST /admin/api/uploads', () => {
  it('keeps the image in R2 under a fresh key and answers its /media/ URL and size', async () => {
    const admin = await makeAdmin();
    const png = bandsImage(40, 20, [RED, GREEN]);
    const res = await upload(admin.cookie, new Blob([png], { type: 'image/png' }));
    expect(res.status).toBe(201);
    const stored = await dataIn<UploadDto>(res);
    expect(stored).toEqual({ url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/), width: 40, height: 20 });
    const object = await env.MEDIA.get(stored.url.slice('/media/'.length));
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(png);

    const served = await SELF.fetch(`http://edgewire.test${stored.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    // The image proxy reads our own uploads from R2 (never over the network).
    const proxied = await SELF.fetch(`http://edgewire.test/aux/images/view?url=${encodeURIComponent(stored.url)}&width=20&height=10`);
    expect(proxied.status).toBe(200);
    const bytes = new Uint8Array(await proxied.arrayBuffer());
    expect(pixelAt(bytes, 2, 5)[0]).toBeGreaterThan(150);

    const [audit, ...more] = await audits(admin.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ entity: 'upload', action: 'create' });
    expect(audit!.data).toMatchObject({ after: { url: stored.url, content_type: 'image/png', width: 40, height: 20 } });
    expect(await auditRows('upload', audit!.entityId!)).toHaveLength(1);
  });

  it('stores a JPEG sent as anything by what its bytes are', async () => {
    const admin = await makeAdmin();
    const res = await upload(admin.cookie, new Blob([bandsImage(8, 8, [RED], 'jpeg')], { type: 'application/octet-stream' }), 'x.bin');
    expect(res.status).toBe(201);
    const { url } = await dataIn<UploadDto>(res);
    expect(url).toMatch(/\.jpg$/);
    expect((await SELF.fetch(`http://edgewire.test${url}`)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses what is not a JPEG, PNG, WebP or GIF, whatever it claims, and keeps nothing', async () => {
    const admin = await makeAdmin();
    const before = (await env.MEDIA.list({ prefix: 'uploads/' })).objects.length;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const blob of [
      new Blob([svg], { type: 'image/png' }),
      new Blob([svg], { type: 'image/svg+xml' }),
      new Blob([bandsImage(4, 4, [RED])], { type: 'text/html' }),
      new Blob([], { type: 'image/png' }),
    ]) {
      const res = await upload(admin.cookie, blob);
      expect(res.status, blob.type).toBe(400);
      expect(await firstError(res)).toMatchObject({ path: 'file', message: 'The image must be a JPEG, PNG, WebP or GIF.' });
    }
    const text = await upload(admin.cookie, 'not a file');
    expect(text.status).toBe(400);
    expect(await firstError(text)).toMatchObject({ path: 'file', message: 'File "file" is not an object' });
    expect((await env.MEDIA.list({ prefix: 'uploads/' })).objects.length).toBe(before);
    expect(await audits(admin.id)).toEqual([]);
  });

  it('refuses an image over 5 MB with 413, before reading a body far over it', async () => {
    const admin = await makeAdmin();
    const png = bandsImage(4, 4, [RED]);
    const justOver = new Uint8Array(5 * 1024 * 1024 + 1);
    justOver.set(png);
    for (const size of [justOver, new Uint8Array(12 * 1024 * 1024)]) {
      const res = await upload(admin.cookie, new Blob([size], { type: 'image/png' }));
      expect(res.status, String(size.byteLength)).toBe(413);
      expect(await firstError(res)).toMatchObject({
        path: 'file',
        message: 'The image must be 5 MB or smaller.',
        code: 'payload_too_large',
      });
    }
    // A 1 MB and more image is fine here, though other routes stop at 1 MB.
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(png);
    expect((await upload(admin.cookie, new Blob([big], { type: 'image/png' }))).status).toBe(201);
    expect(await audits(admin.id)).toHaveLength(1);
  });

  it('answers guests 401 and readers 403 without keeping anything', async () => {
    const before = (await env.MEDIA.list({ prefix: 'uploads/' })).objects.length;
    const png = new Blob([bandsImage(4, 4, [RED])], { type: 'image/png' });
    expect((await upload(undefined, png)).status).toBe(401);
    expect((await upload((await makeReader('plus')).cookie, png)).status).toBe(403);
    expect((await env.MEDIA.list({ prefix: 'uploads/' })).objects.length).toBe(before);
  });
});
