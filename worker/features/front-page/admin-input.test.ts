// The view editor's post, pure: the fields to the form's values, positions to the zones' order
// (a moved zone before one it ties with), removed and blank zones left out, ids and numbers as
// the schema expects them, and an error's path back to the fieldset it is about.
import { describe, expect, it } from 'vitest';
import {
  idList,
  isBlankZone,
  layoutLabel,
  NEW_ZONE,
  viewFieldId,
  type ZoneValues,
  zoneError,
  zoneLegend,
} from '../../../client/browser/admin/zone-form';
import type { ViewAdminDto } from '../../contracts/admin-views';
import { nestFields } from '../../http/form-parse';
import { bodyFromValues, formErrors, formPath, isAddZone, valuesFromPosted, valuesFromView, withBlankZone } from './admin-input';

const zone = (over: Partial<ZoneValues>): ZoneValues => ({ ...NEW_ZONE, web_layout: '1', ...over });
const titles = (v: ReturnType<typeof bodyFromValues>) => v.body.zones.map((z) => z.title);

describe('the view form, read', () => {
  it('reads zones by their index, checkboxes ticked only when posted, missing fields empty', () => {
    const v = valuesFromPosted(
      nestFields(
        Object.entries({
          version: '4',
          title: 'Evening',
          'zones.1.title': 'Second',
          'zones.1.web_layout': '2',
          'zones.1.pay_wall': 'true',
          'zones.0.title': 'First',
          'zones.0.id': '17',
          'zones.0.web_layout': '0',
          'zones.0.is_active': 'true',
          'zones.0.tags': '3, 4',
          'zones.10.remove': 'true',
          op: 'save',
        }),
      ),
    );
    expect(v.version).toBe('4');
    expect(v.zones.map((z) => z.title)).toEqual(['First', 'Second', '']);
    expect(v.zones[0]).toMatchObject({ id: '17', web_layout: '0', is_active: true, pay_wall: false, tags: '3, 4', articles: '' });
    expect(v.zones[1]).toMatchObject({ id: '', pay_wall: true, is_active: false, hide_title: false });
    expect(v.zones[2]!.remove).toBe(true);
    expect(isAddZone('add-zone')).toBe(true);
    expect(isAddZone('save')).toBe(false);
  });

  it('shows a saved view numbered from 1, with one blank zone to add at the end', () => {
    const view: ViewAdminDto = {
      id: 9,
      title: 'Today',
      is_active: true,
      version: 3,
      zones: [
        {
          id: 5,
          title: 'Lead',
          order: 0,
          web_layout: 0,
          hide_title: true,
          pay_wall: false,
          is_active: true,
          tags: [],
          articles: [{ id: 8, title: 'A' }],
        },
        {
          id: 6,
          title: null,
          order: 4,
          web_layout: 3,
          hide_title: false,
          pay_wall: true,
          is_active: false,
          tags: [
            { id: 2, name: 'T', type: 'topic' },
            { id: 7, name: 'U', type: 'topic' },
          ],
          articles: [],
        },
      ],
    };
    const v = valuesFromView(view);
    expect(v).toMatchObject({ version: '3', title: 'Today' });
    expect(v.zones.map((z) => [z.id, z.order, z.title, z.tags, z.articles])).toEqual([
      ['5', '1', 'Lead', '', '8'],
      ['6', '2', '', '2, 7', ''],
      ['', '3', '', '', ''],
    ]);
    expect(isBlankZone(v.zones[2]!)).toBe(true);
    // Sent back unchanged, it is the same view.
    expect(bodyFromValues(v).body).toEqual({
      version: 3,
      title: 'Today',
      zones: [
        { id: 5, title: 'Lead', order: 0, web_layout: 0, hide_title: true, pay_wall: false, is_active: true, tags: [], articles: [8] },
        { id: 6, title: '', order: 1, web_layout: 3, hide_title: false, pay_wall: true, is_active: false, tags: [2, 7], articles: [] },
      ],
    });
    expect(withBlankZone(v.zones).at(-1)).toEqual({ ...NEW_ZONE, order: '4' });
  });
});

describe('the view form, to the API body', () => {
  it('orders zones by typed positions; a moved zone goes before the one it ties with; empty keeps its place', () => {
    const zones = [
      zone({ title: 'A', order: '1' }),
      zone({ title: 'B', order: '2' }),
      zone({ title: 'C', order: '2' }),
      zone({ title: 'D', order: '' }),
    ];
    const out = bodyFromValues({ version: '1', title: '', zones });
    expect(titles(out)).toEqual(['A', 'C', 'B', 'D']);
    expect(out.body.zones.map((z) => z.order)).toEqual([0, 1, 2, 3]);
    expect(out.formIndex).toEqual([0, 2, 1, 3]);
    expect(
      titles(
        bodyFromValues({
          version: '1',
          title: '',
          zones: [zone({ title: 'A', order: '3' }), zone({ title: 'B', order: '1' }), zone({ title: 'C', order: '2' })],
        }),
      ),
    ).toEqual(['B', 'C', 'A']);
  });

  it('leaves out removed zones and the blank new zone, keeps a new zone with a layout or anything typed', () => {
    const zones = [
      zone({ id: '4', title: 'Kept', order: '1' }),
      zone({ id: '5', title: 'Gone', order: '2', remove: true }),
      { ...NEW_ZONE, order: '3' },
      { ...NEW_ZONE, order: '4', web_layout: '5' },
      { ...NEW_ZONE, order: '5', title: 'No layout yet' },
    ];
    const out = bodyFromValues({ version: '2', title: 'V', zones });
    expect(out.body.zones.map((z) => [z.id, z.title, z.web_layout])).toEqual([
      [4, 'Kept', 1],
      [undefined, '', 5],
      [undefined, 'No layout yet', Number.NaN],
    ]);
    expect(out.formIndex).toEqual([0, 3, 4]);
  });

  it('reads ids as numbers and leaves anything else for the schema to name', () => {
    const out = bodyFromValues({
      version: 'x',
      title: 'V',
      zones: [zone({ id: 'temp_1', tags: '3,4  9', articles: '12, temp_2, abc', order: 'first' })],
    });
    expect(Number.isNaN(out.body.version)).toBe(true);
    const [z] = out.body.zones;
    expect(z).toMatchObject({ id: 'temp_1', tags: [3, 4, 9], articles: [12, 'temp_2', 'abc'] });
    expect(Number.isNaN(z!.order)).toBe(true);
    expect(bodyFromValues({ version: '', title: '', zones: [] }).body.version).toBeUndefined();
    expect(idList(' 1,,2 ,3 ')).toEqual(['1', '2', '3']);
  });

  it('names an error by the fieldset the editor sees', () => {
    const formIndex = [2, 0, 1];
    expect(formPath('zones.0.web_layout', formIndex)).toBe('zones.2.web_layout');
    expect(formPath('zones.1.tags.3', formIndex)).toBe('zones.0.tags.3');
    expect(formPath('zones.2', formIndex)).toBe('zones.1');
    expect(formPath('zones', formIndex)).toBe('zones');
    expect(formPath('version', formIndex)).toBe('version');
    expect(formPath(undefined, formIndex)).toBeUndefined();
    expect(formErrors([{ message: 'm', code: 'validation', path: 'zones.0.id' }], formIndex)).toEqual([
      { message: 'm', code: 'validation', path: 'zones.2.id' },
    ]);
  });
});

describe('the zone fieldset’s words and ids', () => {
  it('labels layouts by their card count, legends by title, and points a list entry’s error at its list', () => {
    expect(layoutLabel(3)).toBe('Layout 3 · 4 cards');
    expect(layoutLabel(0)).toBe('Layout 0 · 1 card');
    expect(layoutLabel(42)).toBe('Layout 42');
    expect(zoneLegend(1, { id: '4', title: ' Politics ' })).toBe('Zone 2: Politics');
    expect(zoneLegend(0, { id: '4', title: '' })).toBe('Zone 1: untitled');
    expect(zoneLegend(3, { id: '', title: '' })).toBe('Zone 4: new zone');
    expect(viewFieldId('zones.1.tags.2')).toBe('view-zones-1-tags');
    expect(viewFieldId('zones.1.web_layout')).toBe('view-zones-1-web_layout');
    const errors = [{ message: 'Tag 9 does not exist.', code: 'validation' as const, path: 'zones.1.tags.2' }];
    expect(zoneError(errors, 1, 'tags')).toBe('Tag 9 does not exist.');
    expect(zoneError(errors, 1, 'title')).toBeNull();
    expect(zoneError(errors, 0, 'tags')).toBeNull();
  });
});
