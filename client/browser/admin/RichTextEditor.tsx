/**
 * @module The article body's rich text editor (Tiptap's StarterKit: headings, bold, italic, lists,
 * links, quotes). The page renders a plain HTML <textarea name="content">, which is what posts and
 * all a browser without JavaScript gets (the server sanitizes on write). This island loads Tiptap
 * on demand, edits that textarea's HTML in place of it and writes every change back, so the form
 * posts the editor's HTML. A body with images or tables StarterKit cannot keep stays plain HTML.
 * Embeds (YouTube, Rumble, X) go in by URL as the placeholder the server keeps (embed-node.ts).
 * `inline`: for text that keeps only inline markup (a UI block's text, a popup's body): bold,
 * italic and links only, paragraphs written back as lines (inline-html.ts).
 */
import type { Editor } from '@tiptap/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { embedTitle, parseEmbed } from '../../../worker/contracts/embeds';
import { inlineHtml } from './inline-html';

export type RichTextEditorProps = { textareaId: string; labelId: string; inline?: boolean };

/** The tools of inline text (the server keeps no headings, lists or quotes there). */
const INLINE_TOOLS = new Set(['bold', 'italic', 'link']);

/** Markup StarterKit would drop on load: such a body is edited as HTML only (an embed's figure is kept). */
const UNKEPT = /<(img|table|figure(?![^>]*\bdata-embed=)|iframe|video|audio|sup|sub)\b/i;
const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? 'Meta' : 'Control';

type Tool = { key: string; text: string; label: string; keys: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

/** A link's address as typed; `example.com` is taken to mean https://example.com. */
const address = (typed: string) => (/^(https?:|mailto:)/i.test(typed) ? typed : `https://${typed}`);

/** Asks for a YouTube, Rumble or X address (and a title) and inserts its embed; a bad one is said. */
function addEmbed(e: Editor, say: (note: string | null) => void) {
  const typed = window.prompt('Address of a YouTube or Rumble video, or a post on X');
  if (typed === null || typed.trim() === '') return;
  const embed = parseEmbed(typed.trim());
  if ('error' in embed) {
    say(embed.error);
    return;
  }
  const title = window.prompt('Title shown on it (optional)', '') ?? '';
  say(null);
  e.chain()
    .focus()
    .insertEmbed({ url: typed.trim(), title: embedTitle(embed, title) === embed.title ? null : embedTitle(embed, title) })
    .run();
}

function editLink(e: Editor) {
  const current = (e.getAttributes('link').href as string | undefined) ?? '';
  const typed = window.prompt('Link address (leave empty to remove the link)', current);
  if (typed === null) return;
  const chain = e.chain().focus().extendMarkRange('link');
  if (typed.trim() === '') chain.unsetLink().run();
  else chain.setLink({ href: address(typed.trim()) }).run();
}

type Chain = ReturnType<Editor['chain']>;

/** A button that toggles `node` (a mark or a node, `attrs` telling a heading's level) with `command`; `keys` follow the modifier. */
function toggle(key: string, text: string, label: string, keys: string, node: string, command: (c: Chain) => Chain, attrs?: object): Tool {
  return { key, text, label, keys: `${MOD}+${keys}`, active: (e) => e.isActive(node, attrs), run: (e) => command(e.chain().focus()).run() };
}

const TOOLS: Tool[] = [
  toggle('bold', 'B', 'Bold', 'B', 'bold', (c) => c.toggleBold()),
  toggle('italic', 'I', 'Italic', 'I', 'italic', (c) => c.toggleItalic()),
  toggle('h2', 'H2', 'Heading', 'Alt+2', 'heading', (c) => c.toggleHeading({ level: 2 }), { level: 2 }),
  toggle('h3', 'H3', 'Subheading', 'Alt+3', 'heading', (c) => c.toggleHeading({ level: 3 }), { level: 3 }),
  toggle('ul', '• List', 'Bulleted list', 'Shift+8', 'bulletList', (c) => c.toggleBulletList()),
  toggle('ol', '1. List', 'Numbered list', 'Shift+7', 'orderedList', (c) => c.toggleOrderedList()),
  toggle('quote', '“ ”', 'Quote', 'Shift+B', 'blockquote', (c) => c.toggleBlockquote()),
  { key: 'link', text: 'Link', label: 'Link', keys: `${MOD}+K`, active: (e) => e.isActive('link'), run: editLink },
];

const TOOL_CLASS = 'btn btn-quiet btn-sm min-w-9 aria-pressed:bg-accent-soft aria-pressed:text-accent-ink';

export function RichTextEditor({ textareaId, labelId, inline = false }: RichTextEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [source, setSource] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // Tiptap changes its own state: a transaction redraws the toolbar's pressed states.
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const area = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    if (!area || !mount.current) return;
    if (UNKEPT.test(area.value)) {
      setNote('This body has images or tables the rich text editor cannot keep, so it is edited as HTML.');
      return;
    }
    let made: Editor | null = null;
    let cancelled = false;
    void Promise.all([import('@tiptap/core'), import('@tiptap/starter-kit'), import('./embed-node')]).then(
      ([{ Editor }, { StarterKit }, { EmbedNode }]) => {
        if (cancelled || !mount.current) return;
        made = new Editor({
          element: mount.current,
          extensions: [
            StarterKit.configure({
              heading: { levels: [2, 3, 4] },
              link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
            }),
            EmbedNode,
          ],
          content: area.value,
          editorProps: {
            attributes: {
              role: 'textbox',
              'aria-multiline': 'true',
              'aria-labelledby': labelId,
              'aria-describedby': area.getAttribute('aria-describedby') ?? '',
              class: `article-body field-input max-w-none overflow-y-auto text-ink ${inline ? 'min-h-24' : 'min-h-72'}`,
            },
            handleKeyDown: (_view, event) => {
              if (!(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== 'k' || !made) return false;
              event.preventDefault();
              editLink(made);
              return true;
            },
          },
          onUpdate: ({ editor: e }) => {
            area.value = e.isEmpty ? '' : inline ? inlineHtml(e.getHTML()) : e.getHTML();
            // The leave guard hears changes through input events; writing a value makes none.
            area.dispatchEvent(new Event('input', { bubbles: true }));
          },
          onTransaction: redraw,
        });
        area.hidden = true;
        setEditor(made);
      },
    );
    return () => {
      cancelled = true;
      made?.destroy();
      area.hidden = false;
    };
  }, [textareaId, labelId, inline]);

  function toggleSource() {
    const area = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    if (!editor || !area) return;
    if (!source) {
      area.hidden = false;
      setSource(true);
      area.focus();
      return;
    }
    if (UNKEPT.test(area.value)) {
      setNote('This HTML has images or tables the rich text editor cannot keep: go on editing it as HTML.');
      return;
    }
    editor.commands.setContent(area.value, { emitUpdate: false });
    area.hidden = true;
    setSource(false);
    setNote(null);
    editor.commands.focus();
  }

  return (
    <div className="mt-1 flex flex-col gap-1" data-rich-text={editor ? 'ready' : undefined}>
      {editor ? (
        <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 rounded-control border border-line bg-raised p-1">
          {(inline ? TOOLS.filter((t) => INLINE_TOOLS.has(t.key)) : TOOLS).map((t) => (
            <button
              key={t.key}
              type="button"
              className={TOOL_CLASS}
              aria-label={t.label}
              aria-pressed={t.active(editor)}
              aria-keyshortcuts={t.keys}
              title={`${t.label} (${t.keys.replace('Control', 'Ctrl').replace('Meta', '⌘')})`}
              disabled={source}
              onClick={() => t.run(editor)}
            >
              {t.text}
            </button>
          ))}
          {inline ? null : (
            <button
              type="button"
              className={TOOL_CLASS}
              aria-label="Embed a video or post"
              title="Embed a YouTube or Rumble video, or a post on X"
              disabled={source}
              onClick={() => addEmbed(editor, setNote)}
            >
              ▶ Embed
            </button>
          )}
          <span className="mx-1 w-px self-stretch bg-line" aria-hidden="true" />
          <button
            type="button"
            className={TOOL_CLASS}
            aria-label="Edit as HTML"
            aria-pressed={source}
            title="Edit as HTML"
            onClick={toggleSource}
          >
            HTML
          </button>
        </div>
      ) : null}
      <div ref={mount} hidden={!editor || source} />
      {note ? (
        <p className="field-hint" role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
