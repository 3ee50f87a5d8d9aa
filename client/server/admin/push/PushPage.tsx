/**
 * @module /admin/push: the composer with its live preview, and the history of push jobs below
 * (who they went to, their state as the sender reports it, and who sent them).
 */

import type { Paging } from '../../../../worker/contracts/envelope';
import type { FormFeedback } from '../../../../worker/contracts/forms';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX, type PushJobDto } from '../../../../worker/contracts/notify';
import type { TagOption } from '../../../browser/admin/TagPicker';
import { Badge } from '../../../browser/components/ui/Badge';
import { AdminLayout } from '../AdminLayout';
import { AdminIsland } from '../islands';
import { DataTable, dateTime, Pager } from '../parts';
import { audienceLabel } from './audience';
import { COMPOSER_ID, PushComposer } from './PushComposer';

export type PushHistoryRow = PushJobDto & { sender: string | null };

export type PushPageProps = {
  admin: string;
  tags: TagOption[];
  history: PushHistoryRow[];
  paging: Paging;
  /** After a post: the values (a preview, or a send that was refused) and any problems. */
  feedback?: FormFeedback;
};

const COLUMNS = ['Title', 'Audience', 'Status', 'Sent', 'Failed', 'Removed', 'Of', 'Created', 'By'];

const KIND_LABELS = { notify: '', breaking: 'Breaking', briefing: 'Briefing', comment: 'Reply' } as const;

function StatusBadge({ status }: { status: PushJobDto['status'] }) {
  if (status === 'sent') return <span className="badge bg-success-soft text-success">Sent</span>;
  if (status === 'failed') return <Badge tone="danger">Failed</Badge>;
  if (status === 'sending') return <Badge tone="accent">Sending</Badge>;
  return <Badge tone="neutral">Queued</Badge>;
}

export function PushPage({ admin, tags, history, paging, feedback }: PushPageProps) {
  const names = new Map(tags.map((t) => [t.id, t.name]));
  const tagName = (id: number) => names.get(id) ?? `deleted tag #${id}`;
  const values = feedback?.values ?? {};
  return (
    <AdminLayout section="/admin/push" title="Push notifications" admin={admin}>
      <section aria-labelledby="push-compose" className="mb-8">
        <h2 id="push-compose" className="sr-only">
          New notification
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="rounded-card border border-line p-4">
            <PushComposer tags={tags} feedback={feedback} />
          </div>
          <div className="lg:sticky lg:top-4 lg:self-start">
            <AdminIsland
              name="PushPreview"
              props={{
                formId: COMPOSER_ID,
                title: values.title ?? '',
                body: values.body ?? '',
                url: values.url ?? '',
                limits: { title: PUSH_TITLE_MAX, body: PUSH_BODY_MAX },
              }}
            />
          </div>
        </div>
      </section>
      <section aria-labelledby="push-history">
        <h2 id="push-history" className="mb-2 font-semibold text-ink">
          History
        </h2>
        <DataTable caption="Push notifications sent, newest first" head={COLUMNS} rows={history} empty="No notification has been sent yet.">
          {(j) => (
            <tr key={j.id} data-push={j.id}>
              <td className="px-3 py-2">
                <span className="block font-medium text-ink">{j.title}</span>
                <span className="block max-w-md truncate text-xs text-ink-3" title={j.body}>
                  {j.body}
                </span>
              </td>
              <td className="px-3 py-2">
                {j.kind === 'notify' ? null : <Badge tone="accent">{KIND_LABELS[j.kind]}</Badge>} {audienceLabel(j.filters, tagName)}
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={j.status} />
              </td>
              <td className="px-3 py-2 tabular-nums" data-count="sent">
                {j.sent}
              </td>
              <td className="px-3 py-2 tabular-nums" data-count="failed">
                {j.failed}
              </td>
              <td className="px-3 py-2 tabular-nums" data-count="removed">
                {j.removed}
              </td>
              <td className="px-3 py-2 tabular-nums" data-count="total">
                {j.status === 'sent' && j.total === 0 ? <span className="text-ink-3">no subscribers</span> : j.total}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-ink-3">{dateTime(j.created)}</td>
              <td className="px-3 py-2">{j.sender ?? <span className="text-ink-3">deleted admin</span>}</td>
            </tr>
          )}
        </DataTable>
        <Pager paging={paging} base="/admin/push" query={{}} />
      </section>
    </AdminLayout>
  );
}
