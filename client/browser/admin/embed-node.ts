/**
 * @module The article editor's embed (YouTube, Rumble, X by URL): a Tiptap atom stored as the
 * placeholder the server keeps, `<figure data-embed="<url>" data-title="…">` and nothing inside
 * (worker/features/articles/sanitize.ts); readers get the facade the server draws for it. In the
 * editor it shows as a labelled box. Loaded with Tiptap, in the editor's own chunk.
 */
import { mergeAttributes, Node } from '@tiptap/core';
import { type Embed, embedTitle, parseEmbed } from '../../../worker/contracts/embeds';

const NAMES = { youtube: 'YouTube video', rumble: 'Rumble video', x: 'Post on X' } as const;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: { insertEmbed: (attrs: { url: string; title?: string | null }) => ReturnType };
  }
}

export const EmbedNode = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      url: { default: null, parseHTML: (el) => el.getAttribute('data-embed'), renderHTML: (a) => ({ 'data-embed': a.url }) },
      title: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-title'),
        renderHTML: (a) => (a.title ? { 'data-title': a.title } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-embed]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['figure', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('figure');
      dom.className = 'my-3 flex items-center gap-3 rounded-card border border-line-strong bg-sunken p-3 text-sm text-ink-2';
      dom.dataset.embedEditor = '';
      const embed: Embed = parseEmbed(node.attrs.url);
      const label = 'error' in embed ? embed.error : `${NAMES[embed.provider]}: ${embedTitle(embed, node.attrs.title)}`;
      const icon = document.createElement('span');
      icon.textContent = '▶';
      icon.setAttribute('aria-hidden', 'true');
      const text = document.createElement('span');
      text.textContent = `${label} — ${node.attrs.url ?? ''}`;
      dom.append(icon, text);
      return { dom };
    };
  },
  addCommands() {
    return {
      insertEmbed:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
