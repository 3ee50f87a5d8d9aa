/**
 * @module One zone of the view editor: a fieldset (`data-zone-index`) whose fields are named by
 * the API's paths (`zones.N.title`, …). Without JavaScript it is all plain controls: a Position
 * number to reorder, tag and article ids typed comma separated, "Remove this zone". Once the
 * ZoneEditor island runs: a drag handle, Move up / Move down and Remove zone buttons, the
 * position kept in a hidden field, and tags and articles picked by search (RefPicker).
 */
import type { ReactNode } from 'react';
import type { ApiErrorItem } from '../../../worker/contracts/envelope';
import { RefPicker } from './RefPicker';
import { rowFields } from './row-fields';
import {
  LAYOUT_OPTIONS,
  layoutLabel,
  type RefNames,
  viewFieldId,
  type ZoneKey,
  type ZoneValues,
  zoneError,
  zoneField,
  zoneLegend,
  zoneName,
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
  onChange,
  onMove,
  onRemove,
  onSay,
}: ZoneFieldsetProps) {
  const id = (k: ZoneKey) => viewFieldId(zoneField(i, k));
  const error = (k: ZoneKey) => zoneError(errors, i, k);
  const { input, select, errorLine, check } = rowFields<ZoneValues>({
    id,
    name: (k) => zoneField(i, k),
    error,
    values: zone,
    onChange,
    errorClass: 'field-error mt-1 text-xs',
  });
  const layouts =
    zone.web_layout === '' || LAYOUT_OPTIONS.some(([v]) => v === zone.web_layout)
      ? LAYOUT_OPTIONS
      : [...LAYOUT_OPTIONS, [zone.web_layout, layoutLabel(Number(zone.web_layout))] as const];
  // A saved zone keeps its layout; a new one may stay blank (it is then not added).
  const layoutPrompt = zone.id && zone.web_layout !== '' ? null : zone.id ? 'Choose a layout' : 'Choose a layout to add this zone';
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
      className={`min-w-0 rounded-card border bg-canvas p-3 ${zone.remove ? 'border-danger opacity-70' : 'border-line'}`}
      data-zone-index={i}
      data-zone-id={zone.id || undefined}
    >
      <legend className="px-1 text-sm font-semibold text-ink">{zoneLegend(i, zone)}</legend>
      <input type="hidden" name={zoneField(i, 'id')} value={zone.id} />
      {hydrated ? (
        <div className="mb-2 flex flex-wrap items-center gap-1">
          {handle}
          {move(i - 1, 'Move up')}
          {move(i + 1, 'Move down')}
          <button type="button" className="btn btn-sm ml-auto text-danger hover:bg-danger-soft" onClick={onRemove}>
            Remove zone
            <span className="sr-only">
              {' '}
              {i + 1}: {zoneName(zone)}
            </span>
          </button>
          <input type="hidden" name={zoneField(i, 'order')} value={String(i + 1)} />
        </div>
      ) : null}
      <div className={`grid gap-3 ${hydrated ? 'sm:grid-cols-2' : 'sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_6rem]'}`}>
        {input('title', 'Zone title', { maxLength: 200 })}
        {select('web_layout', 'Layout', layouts, layoutPrompt)}
        {hydrated ? null : input('order', 'Position', { type: 'number', min: 1, step: 1, inputMode: 'numeric' })}
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
    </fieldset>
  );
}
