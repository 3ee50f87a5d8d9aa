// The cron publishes due scheduled articles, leaves future ones alone, and bumps the view version.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import { makeActiveView, makeArticle } from '../../test/factories';

describe('scheduled publishing', () => {
  it('publishes drafted articles whose scheduled_date has passed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const due = await makeArticle({ status: 'drafted', scheduledDate: now - 60, date: now - 3600 });
    const later = await makeArticle({ status: 'drafted', scheduledDate: now + 3600 });
    const plainDraft = await makeArticle({ status: 'drafted' });
    const view = await makeActiveView([{ layout: 0, articleIds: [] }]);

    const ctx = createExecutionContext();
    await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    const row = (id: number) =>
      env.DB.prepare('SELECT status, date, scheduled_date FROM articles WHERE id = ?')
        .bind(id)
        .first<{ status: string; date: number; scheduled_date: number | null }>();
    expect(await row(due.id)).toEqual({ status: 'published', date: now - 60, scheduled_date: null });
    expect((await row(later.id))!.status).toBe('drafted');
    expect((await row(plainDraft.id))!.status).toBe('drafted');
    const v = await env.DB.prepare('SELECT version FROM views WHERE id = ?').bind(view.id).first<{ version: number }>();
    expect(v!.version).toBe(view.version + 1);
  });
});
