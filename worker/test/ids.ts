/** @module The table of texts an id rule is held to (contracts/ids.ts), for every test of a derived form. */

/** Text as a path, a query or a form carries it, and the id it names (null: none). Written by hand. */
export const TEXT_IDS: [text: string, id: number | null][] = [
  ['1', 1],
  ['42', 42],
  ['320', 320],
  ['4503599627370497', 4503599627370497], // over 2 ** 52, the old pathId bound: an id now (ID_MAX)
  ['9007199254740991', 9007199254740991], // ID_MAX
  ['9007199254740992', null], // 2 ** 53
  ['99999999999999999999', null],
  ['0', null],
  ['-1', null],
  ['-0', null],
  ['abc', null],
  ['320x', null],
  ['320.json', null],
  ['1e3', null],
  [' 1', null],
  ['1 ', null],
  ['01', null],
  ['+1', null],
  ['1.5', null],
  ['1.0', null],
  ['0x10', null],
  ['１', null], // a full-width digit
  ['Infinity', null],
  ['', null],
];

/** Ways to write an existing id's digits: only the first names it; the rest name no page and no row. */
export const spellings = (id: number): [text: string, id: number | null][] => [
  [String(id), id],
  [`0${id}`, null],
  [`+${id}`, null],
  [` ${id}`, null],
  [`${id} `, null],
  [`${id}.0`, null],
  [`${id}e0`, null],
  [`${id}x`, null],
  [`${id}.json`, null],
  [`-${id}`, null],
];
