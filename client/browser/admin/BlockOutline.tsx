/**
 * @module The UI block editor's outline (JavaScript only): the draft's JSON, as typed in the
 * editor's textarea, shown as a tree of nodes with their element type, and a few structural edits
 * (add a paragraph, text, button or embed child; remove; move up or down) that rewrite the JSON in
 * the textarea. The textarea stays the source of truth and what the form posts; the server checks
 * the tree on save, so this holds no rules beyond which elements take children.
 */
import { useEffect, useState } from 'react';

type Node = { element?: unknown; data?: Record<string, unknown>; children?: Node[] };
type Doc = { children: Node[] };
type Path = number[];

const WITH_CHILDREN = new Set(['container', 'paragraph']);
const NEW_NODE: Record<string, () => Node> = {
  paragraph: () => ({ element: 'paragraph', data: { html: 'New paragraph' } }),
  text: () => ({ element: 'text', data: { html: 'New text' } }),
  button: () => ({ element: 'button', data: { label: 'Button', url: '/' } }),
  // Filled in in the JSON: the server names this node's url until it is a known embed.
  embed: () => ({ element: 'embed', data: { url: '' } }),
};

function parse(text: string): Doc | null {
  try {
    const doc = JSON.parse(text) as Doc;
    return doc && typeof doc === 'object' && Array.isArray(doc.children) ? doc : null;
  } catch {
    return null;
  }
}

/** The list a path's node sits in (its parent's children) and its index there. */
function listOf(doc: Doc, path: Path): [Node[], number] {
  let list = doc.children;
  for (const i of path.slice(0, -1)) {
    const node = list[i]!;
    node.children ??= [];
    list = node.children;
  }
  return [list, path.at(-1)!];
}

/** The children of the node at `path` (made when missing); the document's own for null. */
function childrenAt(doc: Doc, path: Path | null): Node[] {
  if (path === null) return doc.children;
  const [list, i] = listOf(doc, path);
  const node = list[i]!;
  node.children ??= [];
  return node.children;
}

function summary(node: Node): string {
  const d = node.data ?? {};
  const raw = typeof d.label === 'string' ? d.label : typeof d.html === 'string' ? d.html : typeof d.url === 'string' ? d.url : '';
  const text = raw.replace(/<[^>]*>/g, '').trim();
  return text.length > 48 ? `${text.slice(0, 47)}…` : text;
}

export function BlockOutline({ textareaId }: { textareaId: string }) {
  const [doc, setDoc] = useState<Doc | null>(null);
  const [mounted, setMounted] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const area = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    if (!area) return;
    setMounted(true);
    const read = () => setDoc(parse(area.value));
    read();
    area.addEventListener('input', read);
    return () => area.removeEventListener('input', read);
  }, [textareaId]);

  if (!mounted) return null;

  function edit(change: (d: Doc) => string) {
    const area = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    const current = area && parse(area.value);
    if (!area || !current) return;
    const said = change(current);
    area.value = JSON.stringify(current, null, 2);
    setDoc(current);
    setStatus(said);
  }

  const add = (path: Path | null, element: string) =>
    edit((d) => {
      childrenAt(d, path).push(NEW_NODE[element]!());
      return `Added a ${element}.`;
    });
  const remove = (path: Path) =>
    edit((d) => {
      const [list, i] = listOf(d, path);
      list.splice(i, 1);
      return 'Node removed.';
    });
  const move = (path: Path, by: -1 | 1) =>
    edit((d) => {
      const [list, i] = listOf(d, path);
      const j = i + by;
      if (j < 0 || j >= list.length) return '';
      [list[i], list[j]] = [list[j]!, list[i]!];
      return by < 0 ? 'Moved up.' : 'Moved down.';
    });

  const adders = (path: Path | null) => (
    <span className="inline-flex flex-wrap gap-1">
      {Object.keys(NEW_NODE).map((el) => (
        <button key={el} type="button" className="btn btn-quiet btn-sm" onClick={() => add(path, el)}>
          + {el}
        </button>
      ))}
    </span>
  );

  const tree = (nodes: Node[], parent: Path) => (
    <ul className="flex flex-col gap-1 border-l border-line pl-3">
      {nodes.map((node, i) => {
        const path = [...parent, i];
        const element = typeof node.element === 'string' ? node.element : '?';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: nodes have no ids; the outline is redrawn from the JSON on every edit
          <li key={i}>
            <div className="flex flex-wrap items-center gap-1 text-sm">
              <code className="rounded-control bg-sunken px-1.5 text-xs text-ink">{element}</code>
              <span className="min-w-0 truncate text-ink-3">{summary(node)}</span>
              <button type="button" className="btn btn-quiet btn-sm" onClick={() => move(path, -1)} disabled={i === 0}>
                Up
              </button>
              <button type="button" className="btn btn-quiet btn-sm" onClick={() => move(path, 1)} disabled={i === nodes.length - 1}>
                Down
              </button>
              <button type="button" className="btn btn-quiet btn-sm" onClick={() => remove(path)}>
                Remove
              </button>
              {WITH_CHILDREN.has(element) ? adders(path) : null}
            </div>
            {node.children?.length ? tree(node.children, path) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <section aria-label="Outline of the draft" className="panel flex flex-col gap-2">
      <h2 className="font-semibold text-ink">Outline</h2>
      {doc ? (
        <>
          <div className="flex flex-wrap items-center gap-1 text-sm text-ink-2">Top level: {adders(null)}</div>
          {doc.children.length ? tree(doc.children, []) : <p className="text-sm text-ink-3">The draft is empty.</p>}
        </>
      ) : (
        <p className="text-sm text-ink-3">The draft is not valid JSON with a children list; fix it in the text to see the outline.</p>
      )}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
