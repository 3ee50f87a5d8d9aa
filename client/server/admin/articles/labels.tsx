/** @module Words and badges the article pages share: status, paywall, content type, tag types. */
import type { AdminArticleRowDto } from '../../../../worker/contracts/admin-articles';
import type { TagType } from '../../../../worker/contracts/admin-tags';
import { Badge } from '../../../browser/components/ui/Badge';
import { dateTime, day } from '../parts';

export const PAYWALL_LABELS = { free: 'Free', authorized: 'Signed-in readers', paid: 'Plus subscribers' } as const;
export const CONTENT_TYPE_LABELS = { mxm_exclusive: 'Edgewire exclusive', mxm_ai: 'AI-assisted', other: 'Other' } as const;
export const STATUS_LABELS = { drafted: 'Draft', published: 'Published' } as const;

/** Tag types in the order an editor looks for them. */
export const TAG_TYPES: [TagType, string][] = [
  ['category', 'Categories'],
  ['topic', 'Topics'],
  ['publication', 'Publications'],
  ['author', 'Authors'],
  ['curator', 'Curators'],
  ['location', 'Locations'],
  ['flag', 'Flags'],
];

export type TagOption = { id: number; name: string; type: TagType };

/** Published, draft, or scheduled (a draft the cron publishes at its date). */
export function StatusBadge({ a }: { a: Pick<AdminArticleRowDto, 'status' | 'scheduled_date'> }) {
  if (a.status === 'published') return <Badge tone="accent">Published</Badge>;
  // The day only, so the list's Status column stays narrow; the time is in the tooltip and the editor.
  if (a.scheduled_date !== null)
    return (
      <span title={`Publishes ${dateTime(a.scheduled_date)}`}>
        <Badge tone="plus">{`Scheduled · ${day(a.scheduled_date)}`}</Badge>
      </span>
    );
  return <Badge>Draft</Badge>;
}
