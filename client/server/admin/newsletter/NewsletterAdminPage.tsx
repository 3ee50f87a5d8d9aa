/**
 * @module /admin/newsletter: how many readers confirmed the newsletter (and how many are waiting
 * or left), the confirmed list as CSV, and the newsletter e-mails the queue gave up on after its
 * retries, so an SMTP outage is seen here rather than lost.
 */
import { AdminLayout, HeadingAction } from '../AdminLayout';
import { DataTable, Stamp } from '../parts';

export type NewsletterCounts = { confirmed: number; pending: number; unsubscribed: number };
export type FailedMail = { id: string; jobId: string; to: string | null; reason: string; attempts: number; created: number };

const COUNTS: [keyof NewsletterCounts, string][] = [
  ['confirmed', 'Confirmed subscribers'],
  ['pending', 'Waiting for confirmation'],
  ['unsubscribed', 'Unsubscribed'],
];

export function NewsletterAdminPage({ admin, counts, failed }: { admin: string; counts: NewsletterCounts; failed: FailedMail[] }) {
  return (
    <AdminLayout
      section="/admin/newsletter"
      title="Newsletter"
      admin={admin}
      actions={
        <HeadingAction href="/aux/admin/exports/newsletter" download>
          Export CSV
        </HeadingAction>
      }
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        {COUNTS.map(([k, label]) => (
          <div key={k} className="rounded-card border border-line bg-raised px-4 py-3" data-newsletter-count={k}>
            <dt className="text-sm text-ink-3">{label}</dt>
            <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">{counts[k].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 mb-2 text-lg font-semibold text-ink">E-mails that could not be sent</h2>
      <p className="mb-3 text-sm text-ink-3">
        Confirmation e-mails are retried with backoff; the ones still failing after the last retry are listed here.
      </p>
      <DataTable
        caption="Newsletter e-mails that could not be sent"
        head={['When', 'To', 'Job', 'Attempts', 'Reason']}
        rows={failed}
        empty="None: every newsletter e-mail was delivered to the mail server."
      >
        {(f) => (
          <tr key={f.id} className="align-top" data-failed-mail>
            <td className="whitespace-nowrap px-3 py-2">
              <Stamp seconds={f.created} />
            </td>
            <td className="px-3 py-2 break-all">{f.to ?? '—'}</td>
            <td className="px-3 py-2 font-mono text-xs break-all">{f.jobId}</td>
            <td className="px-3 py-2 tabular-nums">{f.attempts}</td>
            <td className="px-3 py-2 break-words">{f.reason}</td>
          </tr>
        )}
      </DataTable>
    </AdminLayout>
  );
}
