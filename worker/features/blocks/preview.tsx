/**
 * @module A draft drawn as readers would see it, for the block editor's live preview: checked and
 * sanitized exactly as a save is (tree.ts, a refusal is the same 400 naming the node), prepared
 * with the page's tokens (prepare.ts) and rendered by the readers' own RichContent. The HTML
 * answered is trusted markup of the server's render, so the editor may show it as it is.
 */
import { renderToString } from 'react-dom/server';
import { RichContent } from '../../../client/server/components/RichContent';
import type { Viewer } from '../../env';
import { checked } from './actions';
import { pageTokens } from './page';
import { prepareTree } from './prepare';

export function previewDraft(draft: { children: unknown[] }, viewer: Viewer | null): { html: string } {
  const nodes = prepareTree(checked(draft, 'draft').children, pageTokens(viewer));
  return { html: nodes.length ? renderToString(<RichContent nodes={nodes} />) : '' };
}
