/**
 * @module Which of a block's two documents to show. The setting picks published (`document`) or
 * `draft`; when the picked one is empty the other is shown. Drafts are unpublished work, so a
 * viewer who may not see drafts (anyone but an admin) never falls back to one: an empty
 * published document then means "nothing to show" and the page uses its fallback content.
 */
import type { RichDocument, RichNode } from '../../db/schema/editorial';

export type DisplayMode = 'published' | 'draft';
export type BlockDocuments = { draft: RichDocument; document: RichDocument };

const nonEmpty = (doc: RichDocument | undefined): doc is RichDocument => Array.isArray(doc?.children) && doc.children.length > 0;

export function pickDocument(
  block: BlockDocuments,
  mode: DisplayMode,
  allowDraft: boolean,
): { shown: DisplayMode; children: RichNode[] } | null {
  const published = nonEmpty(block.document) ? block.document.children : null;
  const draft = allowDraft && nonEmpty(block.draft) ? block.draft.children : null;
  const order: [DisplayMode, RichNode[] | null][] =
    mode === 'draft' && allowDraft
      ? [
          ['draft', draft],
          ['published', published],
        ]
      : [
          ['published', published],
          ['draft', draft],
        ];
  for (const [shown, children] of order) if (children) return { shown, children };
  return null;
}
