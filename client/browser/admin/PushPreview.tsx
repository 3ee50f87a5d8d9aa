/**
 * @module The push composer's preview: the notification as a phone shows it, with the title and
 * body counts against their limits. Rendered on the server with the posted values (the no-JS
 * "Preview" button posts the form back); hydrated, it follows the composer form as the editor types.
 */
import { useEffect, useState } from 'react';

/** What the preview shows: the composer's fields as typed. */
type Values = { title: string; body: string; url: string };

export type PushPreviewProps = Values & {
  /** The composer form it follows. */
  formId: string;
  /** The longest title and body the composer takes, counted under the preview. */
  limits: Record<'title' | 'body', number>;
};

function read(form: HTMLFormElement): Values {
  const value = (name: string) => {
    const el = form.elements.namedItem(name);
    return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : '';
  };
  return { title: value('title'), body: value('body'), url: value('url') };
}

function Count({ label, n, max }: { label: string; n: number; max: number }) {
  return (
    <span className={n > max ? 'font-semibold text-danger' : undefined}>
      {label} {n}/{max}
    </span>
  );
}

export function PushPreview({ formId, title, body, url, limits }: PushPreviewProps) {
  const [v, setV] = useState<Values>({ title, body, url });
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const update = () => setV(read(form));
    // What was typed before the island hydrated counts too.
    update();
    form.addEventListener('input', update);
    return () => form.removeEventListener('input', update);
  }, [formId]);
  const t = v.title.trim();
  const b = v.body.trim();
  const u = v.url.trim();
  return (
    <figure className="flex flex-col gap-2" data-push-preview>
      <figcaption className="field-label">Preview</figcaption>
      <div className="flex gap-3 rounded-panel border border-line bg-raised p-3 shadow-raised">
        <span
          aria-hidden="true"
          className="grid h-9 w-9 shrink-0 place-items-center rounded-control bg-accent font-serif font-bold text-on-accent"
        >
          E
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex justify-between gap-2 text-xs text-ink-3">
            <span>Edgewire</span>
            <span>now</span>
          </p>
          <p className={`break-words font-semibold ${t ? 'text-ink' : 'text-ink-3'}`} data-preview-title>
            {t || 'Notification title'}
          </p>
          <p className={`line-clamp-4 break-words text-sm ${b ? 'text-ink-2' : 'text-ink-3'}`} data-preview-body>
            {b || 'The message readers see under the title.'}
          </p>
          {u ? <p className="mt-1 truncate text-xs text-ink-3">Opens {u}</p> : null}
        </div>
      </div>
      <p className="flex gap-3 text-xs text-ink-3">
        <Count label="Title" n={t.length} max={limits.title} />
        <Count label="Body" n={b.length} max={limits.body} />
      </p>
    </figure>
  );
}
