/** @module /admin/ui-blocks: every rich-content block, whether it is published and whether its draft differs. */
import type { UiBlockSummaryDto } from '../../../../worker/contracts/admin-blocks';
import { Badge } from '../../../browser/components/ui/Badge';
import { AdminLayout, HeadingAction } from '../AdminLayout';
import { DataTable, EmptyRow } from '../parts';

export function BlocksPage({ admin, blocks }: { admin: string; blocks: UiBlockSummaryDto[] }) {
  return (
    <AdminLayout
      section="/admin/ui-blocks"
      title="UI blocks"
      admin={admin}
      actions={<HeadingAction href="/admin/ui-blocks/new">New block</HeadingAction>}
    >
      <DataTable caption="UI blocks" head={['Id', 'Name', 'Published', 'Draft']}>
        {blocks.length === 0 ? <EmptyRow span={4}>No UI blocks yet.</EmptyRow> : null}
        {blocks.map((b) => (
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
        ))}
      </DataTable>
    </AdminLayout>
  );
}
