/**
 * @module Draws a rich-content block (legal pages, pricing table, banners). It receives the tree
 * already prepared on the server (worker/features/blocks/prepare.ts): html sanitized and tokens
 * replaced, styles reduced to the allow-list, links and embed URLs checked. So this component
 * holds no trust decisions and uses no browser APIs; it is rendered on the server only. Embeds are
 * facades (EmbedFacade): the player loads on a click only.
 * Inside a paragraph everything is drawn with inline elements, keeping the HTML valid.
 */
import type { CSSProperties } from 'react';
import { embedOf } from '../../../worker/contracts/embeds';
import type { ButtonSize, PreparedNode, Variant } from '../../../worker/features/blocks/prepare';
import { EmbedError, EmbedFacade } from './EmbedFacade';

const VARIANT_CLASS: Record<Variant, string> = {
  primary: 'bg-sky-700 text-white hover:bg-sky-800',
  secondary: 'bg-sky-100 text-slate-900 hover:bg-sky-200',
  warning: 'bg-amber-400 text-slate-900 hover:bg-amber-300',
  outline: 'border-2 border-current bg-transparent hover:underline',
};
const SIZE_CLASS: Record<ButtonSize, string> = {
  small: 'px-3 py-1 text-sm',
  medium: 'px-4 py-2 text-base',
  large: 'px-6 py-3 text-lg',
};

function Node({ node, inline }: { node: PreparedNode; inline: boolean }) {
  switch (node.kind) {
    case 'line-break':
      return <br />;
    case 'text': {
      const Tag = inline ? 'span' : 'div';
      // biome-ignore lint/security/noDangerouslySetInnerHtml: text blocks are sanitized by blocks/prepare.ts before they are stored
      return <Tag style={node.style as CSSProperties} dangerouslySetInnerHTML={{ __html: node.html }} />;
    }
    case 'paragraph': {
      const Tag = inline ? 'span' : 'p';
      return (
        <Tag style={node.style as CSSProperties}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by blocks/prepare.ts like every block's HTML */}
          {node.html !== null ? <span dangerouslySetInnerHTML={{ __html: node.html }} /> : null}
          <Nodes nodes={node.children} inline />
        </Tag>
      );
    }
    case 'container': {
      const Tag = inline ? 'span' : 'div';
      return (
        <Tag style={node.style as CSSProperties}>
          <Nodes nodes={node.children} inline={inline} />
        </Tag>
      );
    }
    case 'button':
      return (
        <a
          href={node.href}
          style={node.style as CSSProperties}
          className={`inline-flex items-center justify-center rounded-md font-semibold no-underline ${VARIANT_CLASS[node.variant]} ${SIZE_CLASS[node.size]}`}
        >
          {node.label}
        </a>
      );
    case 'embed': {
      const embed = embedOf(node.provider, node.id);
      return embed ? <EmbedFacade embed={embed} title={node.title} style={node.style as CSSProperties} inline={inline} /> : null;
    }
    case 'embed-error':
      return <EmbedError message={node.message} style={node.style as CSSProperties} inline={inline} />;
  }
}

function Nodes({ nodes, inline }: { nodes: readonly PreparedNode[]; inline: boolean }) {
  return (
    <>
      {nodes.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stored document rendered once; its nodes never reorder
        <Node key={i} node={n} inline={inline} />
      ))}
    </>
  );
}

/** A block's prepared nodes in a vertical flow (the root behaves like a vertical container). */
export function RichContent({ nodes, className, blockId }: { nodes: readonly PreparedNode[]; className?: string; blockId?: string }) {
  return (
    <div className={`rich-content flex flex-col ${className ?? ''}`} data-block={blockId}>
      <Nodes nodes={nodes} inline={false} />
    </div>
  );
}
