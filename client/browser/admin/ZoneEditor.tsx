/**
 * @module The view editor's zone list, inside the editor's form. Rendered on the server as plain
 * fieldsets (ZoneFieldset) that work without JavaScript: positions typed to reorder, "Remove this
 * zone", and Add zone, a submit button posting `op=add-zone` that brings the page back with
 * another blank zone, saving nothing. Once hydrated the same fields are kept here: zones move by
 * drag and drop or keyboard (ZoneSortable, loaded now, with @dnd-kit) or Move up / Move down,
 * are added and removed in place, and `zones.N.*` are renumbered in the visual order, so Save
 * still posts the same named fields. Server errors name zones by position, so they are cleared
 * once positions change.
 */
import { type ComponentType, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ApiErrorItem } from '../../../worker/contracts/envelope';
import { useHydrated } from '../lib/hydrated';
import { ZoneFieldset } from './ZoneFieldset';
import type { SortableZonesProps } from './ZoneSortable';
import { NEW_ZONE, type RefNames, viewFieldId, type ZoneValues, zoneField, zoneName, zoneStartsOpen } from './zone-form';

export type ZoneEditorProps = {
  zones: ZoneValues[];
  errors: ApiErrorItem[];
  names: RefNames;
  /** Where Add zone posts without JavaScript (the editor's address, with #zones to land back here). */
  action: string;
};

type Keyed = ZoneValues & { key: string };

/** The list after moving one zone from `from` to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

export function ZoneEditor({ zones: initial, errors: initialErrors, names: initialNames, action }: ZoneEditorProps) {
  const hydrated = useHydrated();
  const next = useRef(initial.length);
  const [zones, setZones] = useState<Keyed[]>(() => initial.map((z, i) => ({ ...z, key: `z${i}` })));
  const [errors, setErrors] = useState(initialErrors);
  const [names, setNames] = useState(initialNames);
  const [said, setSaid] = useState('');
  const [Sortable, setSortable] = useState<ComponentType<SortableZonesProps> | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  // Which zones show their fields, by key: collapsed by default, but not a new zone or one with an error.
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(initial.flatMap((z, i) => (zoneStartsOpen(z, i, initialErrors) ? [`z${i}`] : []))),
  );
  const toggle = (key: string, shown: boolean) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (shown) next.add(key);
      else next.delete(key);
      return next;
    });

  // Drag and drop only once this runs in a browser: its library stays out of the server render.
  useEffect(() => {
    let gone = false;
    void import('./ZoneSortable').then((m) => {
      if (!gone) setSortable(() => m.SortableZones);
    });
    return () => {
      gone = true;
    };
  }, []);

  // After an add or a remove, focus goes somewhere sensible (an element id), not to the page's top.
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const change = (key: string, patch: Partial<ZoneValues>, named?: Partial<RefNames>) => {
    setZones((all) => all.map((z) => (z.key === key ? { ...z, ...patch } : z)));
    if (named) setNames((n) => ({ tags: { ...n.tags, ...named.tags }, articles: { ...n.articles, ...named.articles } }));
  };
  const move = (from: number, to: number) => {
    const zone = zones[from];
    if (!zone || to < 0 || to >= zones.length || from === to) return;
    setZones(moved(zones, from, to));
    setErrors([]);
    setSaid(`Zone ${zoneName(zone)} moved to position ${to + 1}.`);
  };
  const remove = (i: number) => {
    const zone = zones[i];
    if (!zone) return;
    const rest = zones.filter((_, j) => j !== i);
    setZones(rest);
    setErrors([]);
    setSaid(`Zone ${zoneName(zone)} removed. ${zone.id ? 'It is deleted when you save.' : ''}`.trim());
    setFocus(rest.length ? `${viewFieldId(`zones.${Math.min(i, rest.length - 1)}`)}-summary` : 'zones-add');
  };
  const add = (event: MouseEvent<HTMLButtonElement>) => {
    // Without JavaScript this button posts op=add-zone; here the zone is added in place.
    event.preventDefault();
    const key = `z${next.current++}`;
    toggle(key, true);
    setZones((all) => [...all, { ...NEW_ZONE, order: String(all.length + 1), key }]);
    setSaid(`Zone ${zones.length + 1} added. Choose its layout.`);
    setFocus(viewFieldId(zoneField(zones.length, 'web_layout')));
  };

  const fieldset = (zone: Keyed, i: number, handle?: ReactNode) => (
    <ZoneFieldset
      index={i}
      count={zones.length}
      zone={zone}
      errors={errors}
      names={names}
      hydrated={hydrated}
      handle={handle}
      open={open.has(zone.key)}
      onToggle={(shown) => toggle(zone.key, shown)}
      onChange={(patch, named) => change(zone.key, patch, named)}
      onMove={(to) => move(i, to)}
      onRemove={() => remove(i)}
      onSay={setSaid}
    />
  );
  const byKey = new Map(zones.map((z, i) => [z.key, { zone: z, i }]));

  return (
    <section id="zones" aria-labelledby="zones-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="zones-heading" className="font-semibold text-ink">
          {/* Counted as saved: a blank new zone (no layout yet) is not one. */}
          Zones <span className="text-sm font-normal text-ink-3">({zones.filter((z) => z.id || z.web_layout).length})</span>
        </h2>
        <p className="text-xs text-ink-3">
          {hydrated
            ? 'Drag a zone by its handle, or open it and use Move up and Move down.'
            : 'Open a zone to edit it. Type positions to reorder; the blank zone at the end is added when you choose its layout.'}
        </p>
        {hydrated && zones.length > 1 ? (
          <div className="flex gap-1">
            <button type="button" className="btn btn-quiet btn-sm" onClick={() => setOpen(new Set(zones.map((z) => z.key)))}>
              Open all
            </button>
            <button type="button" className="btn btn-quiet btn-sm" onClick={() => setOpen(new Set())}>
              Close all
            </button>
          </div>
        ) : null}
      </div>
      {zones.length === 0 ? <p className="text-sm text-ink-3">No zones: the view shows nothing. Add one.</p> : null}
      {hydrated && Sortable ? (
        <Sortable
          ids={zones.map((z) => z.key)}
          nameOf={(key) => zoneName(byKey.get(key)?.zone ?? NEW_ZONE)}
          handleLabel={(key) => {
            const at = byKey.get(key);
            return at ? `Reorder zone ${at.i + 1}: ${zoneName(at.zone)}` : 'Reorder zone';
          }}
          onMove={move}
        >
          {(key, i, handle) => {
            const zone = byKey.get(key)?.zone;
            return zone ? fieldset(zone, i, handle) : null;
          }}
        </Sortable>
      ) : (
        <ol className="flex flex-col gap-3" data-zone-list>
          {zones.map((zone, i) => (
            <li key={zone.key}>{fieldset(zone, i)}</li>
          ))}
        </ol>
      )}
      <div>
        <button
          id="zones-add"
          type="submit"
          name="op"
          value="add-zone"
          formAction={action}
          formNoValidate
          onClick={add}
          className="btn btn-secondary btn-sm"
        >
          Add zone
        </button>
      </div>
      <p className="sr-only" aria-live="polite" data-zone-status>
        {said}
      </p>
    </section>
  );
}
