/** @module /admin/ui-blocks: every rich-content block, whether it is published and whether its draft differs. */
import type { UiBlockSummaryDto } from '../../../../worker/contracts/admin-blocks';
import { Badge } from '../../../browser/components/ui/Badge';
import { AdminLayout } from '../AdminLayout';
import { DataTable } from '../parts';

export function BlocksPage({ admin, blocks }: { admin: string; blocks: UiBlockSummaryDto[] }) {
  return (
    <AdminLayout section="/admin/ui-blocks" title="UI blocks" admin={admin} link={['/admin/ui-blocks/new', 'New block']}>
      <DataTable caption="UI blocks" head={['Id', 'Name', 'Published', 'Draft']} rows={blocks} empty="No UI blocks yet.">
        {(b) => (
          <tr key={b.id} data-block-row={b.id}>
            <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
              <a href={`/admin/ui-blocks/${b.id}`} className="link">
                {b.id}
              </a>
            </td>
            <td className="px-3 py-2">{b.name}</td>
            <td className="px-3 py-2">{b.published ? <Badge tone="accent">Published</Badge> : <Badge>Empty</Badge>}</td>
            <td className="px-3 py-2">
              {b.unpublished_changes ? (
                <Badge tone="plus">Unpublished changes</Badge>
              ) : (
                <span className="text-ink-3">Same as published</span>
              )}
            </td>
          </tr>
        )}
      </DataTable>
    </AdminLayout>
  );
}
