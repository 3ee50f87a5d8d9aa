/** @module /admin/promotionals: every promotional with its window, coupon and the UI blocks it names. */
import { PROMOTIONAL_BLOCK_SETTINGS, type PromotionalAdminDto } from '../../../../worker/contracts/admin-blocks';
import { Badge } from '../../../browser/components/ui/Badge';
import { AdminLayout } from '../AdminLayout';
import { DataTable, dateTime } from '../parts';

const COLUMNS = ['Code', 'Active', 'Window (UTC)', 'Coupon', 'UI blocks'];

export function PromotionalsPage({ admin, promotionals }: { admin: string; promotionals: PromotionalAdminDto[] }) {
  return (
    <AdminLayout section="/admin/promotionals" title="Promotionals" admin={admin} link={['/admin/promotionals/new', 'New promotional']}>
      <DataTable caption="Promotionals" head={COLUMNS} rows={promotionals} empty="No promotionals yet.">
        {(p) => (
          <tr key={p.code} data-promotional-row={p.code}>
            <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
              <a href={`/admin/promotionals/${p.code}`} className="link">
                {p.code}
              </a>
            </td>
            <td className="px-3 py-2">{p.is_active ? <Badge tone="accent">Active</Badge> : <Badge>Off</Badge>}</td>
            <td className="whitespace-nowrap px-3 py-2 text-ink-2">
              {p.starts_at || p.ends_at ? `${dateTime(p.starts_at)} – ${dateTime(p.ends_at)}` : 'Always'}
            </td>
            <td className="px-3 py-2 font-mono text-xs">{p.settings.stripe_coupon ?? '—'}</td>
            <td className="px-3 py-2">
              <ul className="flex flex-col gap-0.5 text-xs">
                {PROMOTIONAL_BLOCK_SETTINGS.filter((k) => p.settings[k]).map((k) => (
                  <li key={k}>
                    <span className="text-ink-3">{k}:</span>{' '}
                    <a href={`/admin/ui-blocks/${p.settings[k]}`} className="link font-mono">
                      {p.settings[k]}
                    </a>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        )}
      </DataTable>
    </AdminLayout>
  );
}
