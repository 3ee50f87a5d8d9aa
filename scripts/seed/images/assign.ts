/**
 * @module Which composition of its subject each story's picture uses, so that no two cards near each
 * other on a page show the same picture. Pure: the caller passes the orders pages list stories in
 * (each tag page, the latest feed, the front page's zones), and tests check the result.
 */

/** Compositions drawn per subject: enough that a topic page (every story the same subject) never repeats within the window. */
export const COMPOSITIONS = 8;
/**
 * How far apart two cards in one list count as neighbours: 3 covers the card beside, the one after
 * it, and the card right below in a three-column grid.
 */
export const NEIGHBOUR_WINDOW = 3;

/** A picture: one composition of one subject. Two stories with the same picture show the same image. */
export const pictureKey = (subject: string, composition: number) => `${subject}:${composition}`;

/** For every story, the stories within `window` places of it in some list. */
export function neighboursOf(sequences: readonly (readonly number[])[], window = NEIGHBOUR_WINDOW): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    if (a === b) return;
    let set = out.get(a);
    if (!set) out.set(a, (set = new Set()));
    set.add(b);
  };
  for (const list of sequences) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j <= i + window && j < list.length; j++) {
        link(list[i] as number, list[j] as number);
        link(list[j] as number, list[i] as number);
      }
    }
  }
  return out;
}

/**
 * A composition (0 .. compositions-1) for every story in `subjects`. Stories are taken in id order;
 * each gets the composition of its subject least used so far among those no neighbour of the same
 * subject already has, so the subject's compositions are spread evenly too. When every composition
 * is taken (more same-subject neighbours than compositions) it takes the one fewest neighbours share.
 */
export function assignCompositions(
  subjects: ReadonlyMap<number, string>,
  sequences: readonly (readonly number[])[],
  { compositions = COMPOSITIONS, window = NEIGHBOUR_WINDOW } = {},
): Map<number, number> {
  const neighbours = neighboursOf(sequences, window);
  const chosen = new Map<number, number>();
  const used = new Map<string, number[]>();
  for (const id of [...subjects.keys()].sort((a, b) => a - b)) {
    const subject = subjects.get(id) as string;
    const clashes = new Array<number>(compositions).fill(0);
    for (const other of neighbours.get(id) ?? []) {
      const c = chosen.get(other);
      if (c !== undefined && subjects.get(other) === subject) clashes[c] = (clashes[c] as number) + 1;
    }
    let counts = used.get(subject);
    if (!counts) used.set(subject, (counts = new Array<number>(compositions).fill(0)));
    let best = 0;
    for (let c = 1; c < compositions; c++) {
      const [bc, cc] = [clashes[best] as number, clashes[c] as number];
      if (cc < bc || (cc === bc && (counts[c] as number) < (counts[best] as number))) best = c;
    }
    chosen.set(id, best);
    counts[best] = (counts[best] as number) + 1;
  }
  return chosen;
}

/** Pairs of neighbouring stories (within `window` in some list) that show the same picture. */
export function repeatedNeighbours(
  sequences: readonly (readonly number[])[],
  pictureOf: (id: number) => string | undefined,
  window = NEIGHBOUR_WINDOW,
): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, others] of neighboursOf(sequences, window)) {
    for (const b of others) if (a < b && pictureOf(a) !== undefined && pictureOf(a) === pictureOf(b)) out.push([a, b]);
  }
  return out;
}
