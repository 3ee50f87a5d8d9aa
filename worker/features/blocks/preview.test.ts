// The block editor's live preview: POST /admin/api/ui-blocks/preview draws an unsaved draft as
// readers would see it, checked and sanitized as a save is, and writes nothing; a bad node is the
// same 400 naming it. Admins only.
import { describe, expect, it } from 'vitest';
import type { UiBlockPreviewDto } from '../../contracts/admin-blocks';
import { auditRows, expectAdminOnly, makeAdmin } from '../../test/admin';
import { call, dataIn, firstError } from '../../test/http';

const preview = (cookie: string, draft: unknown) => call('POST', '/admin/api/ui-blocks/preview', { cookie, body: { draft } });

describe('a UI block draft’s preview', () => {
  it('is for admins only', async () => {
    await expectAdminOnly('POST', '/admin/api/ui-blocks/preview', { draft: { children: [] } });
  });

  it('draws the draft with the readers’ renderer, its html sanitized, and saves nothing', async () => {
    const admin = await makeAdmin();
    const draft = {
      children: [
        {
          element: 'paragraph',
          data: { html: 'Read <strong>the late edition</strong><img src=x onerror="alert(1)"><script>x()</script>' },
        },
        { element: 'button', data: { label: 'Subscribe', url: '/subscribe' } },
      ],
    };
    const { html } = await dataIn<UiBlockPreviewDto>(await preview(admin.cookie, draft));
    expect(html).toContain('Read <strong>the late edition</strong>');
    expect(html).toContain('href="/subscribe"');
    expect(html).not.toMatch(/onerror|<script|<img/);
    expect(await dataIn<UiBlockPreviewDto>(await preview(admin.cookie, { children: [] }))).toEqual({ html: '' });
    expect(await auditRows('ui-block', 'preview')).toEqual([]);
  });

  it('names the node a save would refuse', async () => {
    const admin = await makeAdmin();
    const res = await preview(admin.cookie, { children: [{ element: 'button', data: { label: 'Go', url: 'javascript:x()' } }] });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ path: 'draft.children.0.data.url', code: 'validation' });
  });
});
