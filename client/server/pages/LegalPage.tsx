/**
 * @module Legal pages (/privacy-policy, /privacy, /terms): the text is a rich-content block. When
 * the block cannot be loaded (missing, empty, D1/KV failure) a short fallback says so and points
 * to support. Admins get the block toolbar (components/BlockToolbar.tsx): the draft/published
 * switch and an edit link into the admin app.
 */
import type { PreparedNode } from '../../../worker/features/blocks/prepare';
import { containerClass } from '../../browser/components/ui/Container';
import { type AdminToolbar, BlockToolbar } from '../components/BlockToolbar';
import { RichContent } from '../components/RichContent';

type Props = { title: string; blockId: string; nodes: readonly PreparedNode[] | null; toolbar: AdminToolbar | null };

export function LegalPage({ title, blockId, nodes, toolbar }: Props) {
  return (
    <main id="main" className={containerClass('reading', 'py-6')}>
      {/* The block carries its own visible title as styled text; the page's outline needs an h1. */}
      <h1 className={nodes ? 'sr-only' : 'mt-8 text-3xl font-black text-ink'}>{title}</h1>
      {toolbar ? <BlockToolbar toolbar={toolbar} className="mb-4" /> : null}
      {nodes ? (
        <RichContent nodes={nodes} blockId={blockId} />
      ) : (
        <div className="mt-4 text-ink-2" data-block-fallback={blockId}>
          <p>{`Our ${title.toLowerCase()} could not be loaded right now. Please try again in a few minutes.`}</p>
          <p className="mt-3">
            If you need it urgently,{' '}
            <a href="/help" className="font-semibold text-accent-ink underline">
              contact support
            </a>{' '}
            and we will send you a copy.
          </p>
        </div>
      )}
    </main>
  );
}
