/** @module /admin/popups: every popup campaign, active ones first, with its trigger chain in a few words. */
import type { PopupDto } from '../../../../worker/contracts/admin-popups';
import { triggerSummary } from '../../../browser/admin/popup-form';
import { Badge } from '../../../browser/components/ui/Badge';
import { AdminLayout } from '../AdminLayout';
import { DataTable } from '../parts';

export function PopupsPage({ admin, popups }: { admin: string; popups: PopupDto[] }) {
  return (
    <AdminLayout section="/admin/popups" title="Popups" admin={admin} link={['/admin/popups/new', 'New popup']}>
      <DataTable caption="Popups" head={['Title', 'Type', 'Active', 'Trigger', 'Frequency']} rows={popups} empty="No popups yet.">
        {(p) => (
          <tr key={p.id} data-popup-row={p.id}>
            <td className="px-3 py-2">
              <a href={`/admin/popups/${p.id}`} className="link">
                {p.config.title || `Popup #${p.id}`}
              </a>
            </td>
            <td className="whitespace-nowrap px-3 py-2">{p.type}</td>
            <td className="px-3 py-2">{p.is_active ? <Badge tone="accent">Active</Badge> : <Badge>Off</Badge>}</td>
            <td className="min-w-48 px-3 py-2 text-ink-2">{triggerSummary(p.config.trigger)}</td>
            <td className="px-3 py-2 tabular-nums">{p.config.frequency ?? 1}</td>
          </tr>
        )}
      </DataTable>
    </AdminLayout>
  );
}
