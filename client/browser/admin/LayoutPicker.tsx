/**
 * @module A zone's layout as a group of radio buttons, each a schematic of the layout (LayoutThumb)
 * with its id and what it shows, instead of a list of "Layout 0 · 1 card" names. Plain radios, so
 * it posts `zones.N.web_layout` without JavaScript; the island keeps the choice in its state. A
 * layout the table does not know (a newer app's) is offered too, so saving keeps it.
 */
import { LAYOUTS } from '../../../worker/contracts/layouts';
import { LayoutThumb, layoutWords } from './LayoutThumb';

export type LayoutPickerProps = {
  /** The radios' name (`zones.N.web_layout`) and the first radio's id (where an error links to). */
  name: string;
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
};

export function LayoutPicker({ name, id, value, error, onChange }: LayoutPickerProps) {
  const ids = [...LAYOUTS.keys()].map(String);
  if (value !== '' && !ids.includes(value)) ids.push(value);
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-xs font-semibold text-ink-2">Layout</legend>
      <div className="mt-1 grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-1.5">
        {ids.map((layout, n) => (
          <label key={layout} className="relative block cursor-pointer" title={layoutWords(Number(layout))}>
            <input
              type="radio"
              name={name}
              value={layout}
              id={n === 0 ? id : undefined}
              checked={value === layout}
              onChange={() => onChange(layout)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span className="flex flex-col items-center gap-0.5 rounded-control border border-line p-1 text-[0.6875rem] leading-tight text-ink-2 peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:text-accent-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:border-line-strong">
              <LayoutThumb id={Number(layout)} className="h-8 w-12" />
              <span aria-hidden="true" className="tabular-nums">
                {layout} · {LAYOUTS.get(Number(layout))?.count ?? '?'}
              </span>
              <span className="sr-only">
                Layout {layout}: {layoutWords(Number(layout))}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error mt-1 text-xs" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
