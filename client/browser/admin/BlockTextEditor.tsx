/**
 * @module The UI block editor's words in the rich text editor the articles use, with a live
 * preview (JavaScript only; without it the draft's JSON is the editor). The draft's JSON textarea
 * stays the source of truth and what the form posts: this island lists the block's texts (the
 * `html` of its text and paragraph nodes), edits the chosen one in RichTextEditor (inline: bold,
 * italic, links, as blocks keep only inline markup) on a scratch textarea that posts nothing, and
 * writes each change back into the JSON, announcing it with an input event so the outline and the
 * preview follow. The preview is the server's: the draft is sent (debounced) to
 * `POST /admin/api/ui-blocks/preview`, which checks and sanitizes it as a save would and answers
 * it drawn by the readers' renderer; a refusal names the node. Nothing is saved until Save draft.
 * The JSON moves into a closed "Advanced" disclosure once this runs (unless a save was refused).
 */
import { useEffect, useState } from 'react';
import type { UiBlockPreviewDto } from '../../../worker/contracts/admin-blocks';
import { callApi } from '../lib/api';
import { useHydrated } from '../lib/hydrated';
import { RichTextEditor } from './RichTextEditor';

export type BlockTextEditorProps = {
  /** The draft's JSON textarea. */
  textareaId: string;
  /** The <details> around it, closed once this runs; left open when `keepOpen` (a refused save). */
  advancedId: string;
  keepOpen: boolean;
};

type Node = { element?: unknown; data?: Record<string, unknown>; children?: Node[] };
type Doc = { children: Node[] };
type Text = { path: string; node: Node; html: string };

const WAIT_MS = 350;

function parse(text: string): Doc | null {
  try {
    const doc = JSON.parse(text) as Doc;
    return doc && typeof doc === 'object' && Array.isArray(doc.children) ? doc : null;
  } catch {
    return null;
  }
}

/** Every node with words to edit, in reading order, by its path (`0.1`). */
function textsOf(list: readonly Node[], base = ''): Text[] {
  return list.flatMap((node, i) => {
    const path = base ? `${base}.${i}` : String(i);
    const html = node?.data?.html;
    const own = typeof html === 'string' ? [{ path, node, html }] : [];
    return [...own, ...(Array.isArray(node?.children) ? textsOf(node.children, path) : [])];
  });
}

const plain = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text || '(empty)';
};

export function BlockTextEditor({ textareaId, advancedId, keepOpen }: BlockTextEditorProps) {
  const hydrated = useHydrated();
  const [doc, setDoc] = useState<Doc | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ html: string } | { problem: string } | null>(null);

  useEffect(() => {
    const area = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    if (!area) return;
    if (!keepOpen) document.getElementById(advancedId)?.removeAttribute('open');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = async () => {
      const mine = ++asked;
      const draft = parse(area.value);
      if (!draft) {
        setPreview({ problem: 'The JSON cannot be read: fix it under Advanced to see the preview.' });
        return;
      }
      const res = await callApi<UiBlockPreviewDto>('/admin/api/ui-blocks/preview', { draft });
      if (mine !== asked) return;
      if (res.ok) setPreview({ html: res.data.html });
      else setPreview({ problem: res.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ') || res.message });
    };
    const read = () => {
      setDoc(parse(area.value));
      clearTimeout(timer);
      timer = setTimeout(() => void ask(), WAIT_MS);
    };
    setDoc(parse(area.value));
    void ask();
    area.addEventListener('input', read);
    return () => {
      clearTimeout(timer);
      asked = -1;
      area.removeEventListener('input', read);
    };
  }, [textareaId, advancedId, keepOpen]);

  if (!hydrated) return null;
  const texts = doc ? textsOf(doc.children) : [];
  const current = texts.find((t) => t.path === chosen) ?? texts[0] ?? null;

  /** The scratch textarea changed: its html into the node, the JSON rewritten and announced. */
  const write = (path: string, html: string) => {
    const area = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    const fresh = area && parse(area.value);
    const target = fresh && textsOf(fresh.children).find((t) => t.path === path);
    if (!area || !fresh || !target) return;
    target.node.data = { ...target.node.data, html };
    area.value = JSON.stringify(fresh, null, 2);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  };

  return (
    <section className="panel flex min-w-0 flex-col gap-3" aria-labelledby="block-words-heading" data-block-text-editor>
      <h2 id="block-words-heading" className="font-semibold text-ink">
        Words
      </h2>
      {doc === null ? (
        <p className="text-sm text-ink-3">The JSON cannot be read: fix it under Advanced.</p>
      ) : texts.length === 0 ? (
        <p className="text-sm text-ink-3">This block has no text yet: add a paragraph or a text node in the outline.</p>
      ) : (
        <>
          {texts.length > 1 ? (
            <fieldset className="flex min-w-0 flex-wrap gap-1.5">
              <legend className="sr-only">Texts of this block</legend>
              {texts.map((t, n) => (
                <button
                  key={t.path}
                  type="button"
                  className="chip"
                  aria-pressed={t.path === current?.path}
                  onClick={() => setChosen(t.path)}
                >
                  {n + 1}. {plain(t.html)}
                </button>
              ))}
            </fieldset>
          ) : null}
          {current ? (
            <div key={current.path}>
              <span id="block-text-label" className="field-label">
                Text {texts.indexOf(current) + 1} ({String(current.node.element)})
              </span>
              <RichTextEditor textareaId={`block-text-${current.path}`} labelId="block-text-label" inline />
              <textarea
                id={`block-text-${current.path}`}
                aria-labelledby="block-text-label"
                rows={4}
                defaultValue={current.html}
                onInput={(e) => write(current.path, e.currentTarget.value)}
                className="field-input font-mono text-xs"
              />
            </div>
          ) : null}
        </>
      )}
      <div>
        <h3 className="text-sm font-semibold text-ink">
          Preview <span className="font-normal text-ink-3">(as readers will see it once published; not saved)</span>
        </h3>
        {preview && 'problem' in preview ? (
          <p className="field-error" role="status">
            Cannot preview: {preview.problem}
          </p>
        ) : null}
        <div
          className="mt-1 rounded-card border border-dashed border-line-strong p-4"
          data-block-live-preview={preview ? 'ready' : undefined}
        >
          {preview && 'html' in preview ? (
            preview.html ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of the draft, checked and sanitized (blocks/preview.tsx)
              <div dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <p className="text-sm text-ink-3">Nothing to show.</p>
            )
          ) : (
            <p className="text-sm text-ink-3">Drawing the preview…</p>
          )}
        </div>
      </div>
    </section>
  );
}
