// The article editor's save reads what the API's PATCH reads, no more: the rule that keeps a
// stored schedule's seconds (admin-rules.ts sameMinuteKeeps) runs in the change action, on the
// row it reads anyway, not in the form before it. Counted by worker/test/round-trips.ts.
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { db, makeArticle, makeTag } from '../../test/factories';
import { tripsFor } from '../../test/round-trips';
import { toAdminArticle } from './admin-dto';
import { editorValues } from './admin-input';
import { getAdminArticle } from './admin-queries';

describe('the article editor’s save', () => {
  it('costs the round trips of the API’s PATCH with the same change, and keeps a schedule’s seconds', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag({ type: 'topic' });
    const schedule = Math.floor(Date.now() / 1000) + 86_400 * 30 + 42;
    const [viaForm, viaApi] = [
      await makeArticle({ status: 'drafted', scheduledDate: schedule }, [tag.id]),
      await makeArticle({ status: 'drafted', scheduledDate: schedule }, [tag.id]),
    ];
    const stored = await getAdminArticle(db(), viaForm.id, admin.id);
    const { tags, ...values } = editorValues(toAdminArticle(stored!));
    const fields: [string, string][] = [
      ...Object.entries({ ...values, title: 'Saved from the form' }),
      ...tags.map((t): [string, string] => ['tags', t]),
    ];

    const form = await tripsFor(`/admin/articles/${viaForm.id}`, admin.cookie, { method: 'POST', form: fields });
    expect(form.status).toBe(303);
    const api = await tripsFor(`/admin/api/articles/${viaApi.id}`, admin.cookie, {
      method: 'PATCH',
      body: { title: 'Saved from the API', scheduled_date: schedule, tags: [tag.id] },
    });
    expect(api.status).toBe(200);
    expect(form.trips.length, `form: ${form.trips.join(' | ')}\napi: ${api.trips.join(' | ')}`).toBeLessThanOrEqual(api.trips.length);

    const after = await getAdminArticle(db(), viaForm.id, admin.id);
    expect(after?.row.title).toBe('Saved from the form');
    // The inputs showed the minute; the schedule kept its 42 seconds.
    expect(after?.row.scheduledDate).toBe(schedule);
  });
});
