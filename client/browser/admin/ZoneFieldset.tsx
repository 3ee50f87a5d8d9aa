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

const small = 'field-input mt-1 h-9 py-1 text-sm';

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
  const described = (k: ZoneKey) => (error(k) ? { 'aria-invalid': true, 'aria-describedby': `${id(k)}-error` } : {});
  const errorLine = (k: ZoneKey) =>
    error(k) ? (
      <p id={`${id(k)}-error`} className="field-error mt-1 text-xs" data-field-error={zoneField(i, k)}>
        {error(k)}
      </p>
    ) : null;
  const label = (k: ZoneKey, text: string) => (
    <label htmlFor={id(k)} className="text-xs font-semibold text-ink-2">
      {text}
    </label>
  );
  const check = (k: 'hide_title' | 'pay_wall' | 'is_active' | 'remove', text: string) => (
    <label className="flex items-center gap-2 text-sm text-ink-2">
      <input
        type="checkbox"
        name={zoneField(i, k)}
        value="true"
        checked={zone[k]}
        onChange={(e) => onChange({ [k]: e.target.checked })}
        className="size-4 accent-accent"
      />
      {text}
    </label>
  );
  const layouts =
    zone.web_layout === '' || LAYOUT_OPTIONS.some(([v]) => v === zone.web_layout)
      ? LAYOUT_OPTIONS
      : [...LAYOUT_OPTIONS, [zone.web_layout, layoutLabel(Number(zone.web_layout))] as const];
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
      <div>
        {label(k, text)}
        <input
          id={id(k)}
          name={zoneField(i, k)}
          value={zone[k]}
          onChange={(e) => onChange({ [k]: e.target.value })}
          inputMode="numeric"
          placeholder="12, 15"
          className={small}
          {...described(k)}
        />
        {errorLine(k)}
        <p className="mt-1 text-xs text-ink-3">
          {zone[k].trim()
            ? `Now: ${zone[k]
                .split(/[\s,]+/)
                .filter(Boolean)
                .map((ref) => names[k][ref] ?? `#${ref}`)
                .join(' · ')}`
            : 'Ids, comma separated.'}
        </p>
      </div>
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
        <div>
          {label('title', 'Zone title')}
          <input
            id={id('title')}
            name={zoneField(i, 'title')}
            value={zone.title}
            maxLength={200}
            onChange={(e) => onChange({ title: e.target.value })}
            className={small}
            {...described('title')}
          />
          {errorLine('title')}
        </div>
        <div>
          {label('web_layout', 'Layout')}
          <select
            id={id('web_layout')}
            name={zoneField(i, 'web_layout')}
            value={zone.web_layout}
            onChange={(e) => onChange({ web_layout: e.target.value })}
            className={small}
            {...described('web_layout')}
          >
            {zone.id && zone.web_layout !== '' ? null : (
              <option value="">{zone.id ? 'Choose a layout' : 'Choose a layout to add this zone'}</option>
            )}
            {layouts.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
          {errorLine('web_layout')}
        </div>
        {hydrated ? null : (
          <div>
            {label('order', 'Position')}
            <input
              id={id('order')}
              name={zoneField(i, 'order')}
              value={zone.order}
              onChange={(e) => onChange({ order: e.target.value })}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              className={small}
              {...described('order')}
            />
            {errorLine('order')}
          </div>
        )}
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
