/**
 * @module One zone of the view editor: a fieldset (`data-zone-index`) whose fields are named by
 * the API's paths (`zones.N.title`, …). Its fields sit in a <details>, collapsed to one line (the
 * layout's schematic, the title, layout, articles and tags) so a view of 30 zones reads as a
 * list; a new zone and a zone a refused save names start open. Collapsed fields still post.
 * Without JavaScript it is all plain controls: a Position number to reorder, the layout as
 * radios, tag and article ids typed comma separated, "Remove this zone". Once the ZoneEditor
 * island runs: a drag handle (outside the summary, so a drag never toggles it), Move up / Move
 * down and Remove zone buttons, the position kept in a hidden field, and tags and articles picked
 * by search (RefPicker).
 */
import type { ReactNode } from 'react';
import type { ApiErrorItem } from '../../../worker/contracts/envelope';
import { Badge } from '../components/ui/Badge';
import { LayoutPicker } from './LayoutPicker';
import { LayoutThumb } from './LayoutThumb';
import { RefPicker } from './RefPicker';
import { rowFields } from './row-fields';
import {
  type RefNames,
  viewFieldId,
  type ZoneKey,
  type ZoneValues,
  zoneError,
  zoneField,
  zoneLegend,
  zoneName,
  zoneSummary,
} from './zone-form';

export type ZoneFieldsetProps = {
  index: number;
  count: number;
  zone: ZoneValues;
  errors: readonly ApiErrorItem[];
  names: RefNames;
  /** True once the island runs: the script-only controls replace the plain ones. */
  hydrated: boolean;
  /** The drag handle (from the sortable list), once drag and drop has loaded. */
  handle?: ReactNode;
  /** Whether its fields are shown (the <details> is open). */
  open: boolean;
  onToggle: (open: boolean) => void;
  onChange: (patch: Partial<ZoneValues>, named?: Partial<RefNames>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onSay: (message: string) => void;
};

export function ZoneFieldset({
  index: i,
  count,
  zone,
  errors,
  names,
  hydrated,
  handle,
  open,
  onToggle,
  onChange,
  onMove,
  onRemove,
  onSay,
}: ZoneFieldsetProps) {
  const id = (k: ZoneKey) => viewFieldId(zoneField(i, k));
  const error = (k: ZoneKey) => zoneError(errors, i, k);
  const { input, errorLine, check } = rowFields<ZoneValues>({
    id,
    name: (k) => zoneField(i, k),
    error,
    values: zone,
    onChange,
    errorClass: 'field-error mt-1 text-xs',
  });
  const ids = (k: 'tags' | 'articles', text: string) =>
    hydrated ? (
      <RefPicker
        kind={k}
        name={zoneField(i, k)}
        id={id(k)}
        value={zone[k]}
        names={names[k]}
        error={error(k)}
        onChange={(value, named) => onChange({ [k]: value }, { [k]: named })}
        onSay={onSay}
      />
    ) : (
      input(
        k,
        text,
        { inputMode: 'numeric', placeholder: '12, 15' },
        <p className="mt-1 text-xs text-ink-3">
          {zone[k].trim()
            ? `Now: ${zone[k]
                .split(/[\s,]+/)
                .filter(Boolean)
                .map((ref) => names[k][ref] ?? `#${ref}`)
                .join(' · ')}`
            : 'Ids, comma separated.'}
        </p>,
      )
    );
  const move = (to: number, text: string) => (
    <button type="button" className="btn btn-quiet btn-sm" disabled={to < 0 || to >= count} onClick={() => onMove(to)}>
      {text}
      <span className="sr-only"> zone {i + 1}</span>
    </button>
  );

  return (
    <fieldset
      className={`min-w-0 rounded-card border bg-canvas ${zone.remove ? 'border-danger opacity-70' : 'border-line'}`}
      data-zone-index={i}
      data-zone-id={zone.id || undefined}
    >
      <legend className="sr-only">{zoneLegend(i, zone)}</legend>
      <input type="hidden" name={zoneField(i, 'id')} value={zone.id} />
      {hydrated ? <input type="hidden" name={zoneField(i, 'order')} value={String(i + 1)} /> : null}
      <div className="flex min-w-0 items-start gap-1 p-1.5">
        {handle ? <div className="pt-0.5">{handle}</div> : null}
        <details
          className="group min-w-0 flex-1"
          open={open}
          onToggle={(e) => {
            if (e.currentTarget.open !== open) onToggle(e.currentTarget.open);
          }}
        >
          <summary
            id={`${viewFieldId(`zones.${i}`)}-summary`}
            className="flex min-h-9 cursor-pointer list-none items-center gap-3 rounded-control px-1.5 py-1 hover:bg-raised [&::-webkit-details-marker]:hidden"
          >
            {zone.web_layout === '' ? (
              <span
                className="grid h-8 w-12 shrink-0 place-items-center rounded-sm border border-dashed border-line-strong text-xs text-ink-3"
                aria-hidden="true"
              >
                ?
              </span>
            ) : (
              <LayoutThumb id={Number(zone.web_layout)} />
            )}
            <span className="min-w-0 flex-1 sm:flex sm:items-baseline sm:gap-3">
              <span className="block truncate text-sm font-semibold text-ink" data-zone-title>
                {zoneLegend(i, zone)}
              </span>
              <span className="block truncate text-xs text-ink-3" data-zone-summary>
                {zoneSummary(zone, names)}
              </span>
            </span>
            <span className="hidden shrink-0 gap-1 sm:flex">
              {zone.pay_wall ? <Badge tone="plus">Plus</Badge> : null}
              {zone.is_active ? null : <Badge>Hidden</Badge>}
              {zone.remove ? <Badge tone="danger">Removed on save</Badge> : null}
            </span>
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="size-4 shrink-0 fill-none stroke-current stroke-2 text-ink-3 transition-transform group-open:rotate-180"
            >
              <path d="M4 6l4 4 4-4" />
            </svg>
          </summary>
          <div className="px-1.5 pb-2 pt-3">
            {hydrated ? (
              <div className="mb-2 flex flex-wrap items-center gap-1">
                {move(i - 1, 'Move up')}
                {move(i + 1, 'Move down')}
                <button type="button" className="btn btn-sm ml-auto text-danger hover:bg-danger-soft" onClick={onRemove}>
                  Remove zone
                  <span className="sr-only">
                    {' '}
                    {i + 1}: {zoneName(zone)}
                  </span>
                </button>
              </div>
            ) : null}
            <div className={`grid gap-3 ${hydrated ? '' : 'sm:grid-cols-[minmax(0,1fr)_6rem]'}`}>
              {input('title', 'Zone title', { maxLength: 200 })}
              {hydrated ? null : input('order', 'Position', { type: 'number', min: 1, step: 1, inputMode: 'numeric' })}
            </div>
            <div className="mt-3">
              <LayoutPicker
                name={zoneField(i, 'web_layout')}
                id={id('web_layout')}
                value={zone.web_layout}
                error={error('web_layout')}
                onChange={(web_layout) => onChange({ web_layout })}
              />
              {zone.id ? null : <p className="mt-1 text-xs text-ink-3">A new zone is added when you choose its layout.</p>}
            </div>
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              {check('hide_title', 'Hide the title')}
              {check('pay_wall', 'Plus only (pay wall)')}
              {check('is_active', 'Shown on the page')}
              {hydrated && !zone.remove ? null : check('remove', 'Remove this zone')}
            </div>
            {errorLine('id')}
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {ids('tags', 'Tag ids')}
              {ids('articles', 'Article ids')}
            </div>
          </div>
        </details>
      </div>
    </fieldset>
  );
}
