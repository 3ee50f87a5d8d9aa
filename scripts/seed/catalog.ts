/** @module Tags and curators with fixed ids, plus the lookups the other builders draw from. */

import { slugify } from '../../worker/contracts/slug';
import { AUTHORS, CURATORS, type CuratorSeed } from './data/people';
import { CITIES, STATES } from './data/places';
import { PUBLICATIONS, type Publication } from './data/publications';
import { CATEGORIES, EDITORIAL_FLAGS, TOPICS, WEEKDAYS } from './data/taxonomy';
import { DAY, mediaUrl, type Row } from './types';

export interface TagRef {
  id: number;
  name: string;
  tag: string;
  type: string;
}

export interface PlaceRef {
  city: string;
  state: string;
  code: string;
  cityTag: TagRef;
  stateTag: TagRef;
}

export interface CuratorRef extends CuratorSeed {
  id: number;
  tag: TagRef;
}

export interface Catalog {
  tags: Row[];
  curators: Row[];
  publications: (TagRef & Publication)[];
  categories: TagRef[];
  /** Topics by category slug. */
  topics: Record<string, TagRef[]>;
  allTopics: TagRef[];
  /** Index = Date.getUTCDay(). */
  weekdays: TagRef[];
  flags: Record<(typeof EDITORIAL_FLAGS)[number], TagRef>;
  states: Record<string, TagRef>;
  places: PlaceRef[];
  curatorRefs: CuratorRef[];
  authors: TagRef[];
  /** R2 keys of logos and avatars with the name each is drawn from. */
  logos: { key: string; name: string }[];
  avatars: { key: string; name: string }[];
}

const logoKey = (tag: string) => `seed/logos/${tag}.svg`;
const avatarKey = (handle: string) => `seed/avatars/${handle}.png`;

/** Ids follow the order of the data files, so the same list always gives the same ids. */
export function buildCatalog(anchor: number): Catalog {
  const stamp = anchor - 180 * DAY;
  const tags: Row[] = [];
  const add = (name: string, type: string, tag: string, extra: { image_url?: string; state_code?: string } = {}): TagRef => {
    const id = tags.length + 1;
    tags.push({
      id,
      name,
      type,
      tag,
      scope: `${type}:${tag}`,
      image_url: extra.image_url ?? null,
      state_code: extra.state_code ?? null,
      created: stamp,
      modified: stamp,
    });
    return { id, name, tag, type };
  };

  const logos: Catalog['logos'] = [];
  const publications = PUBLICATIONS.map((pub) => {
    const tag = slugify(pub.name);
    logos.push({ key: logoKey(tag), name: pub.name });
    return { ...pub, ...add(pub.name, 'publication', tag, { image_url: mediaUrl(logoKey(tag)) }) };
  });
  const categories = CATEGORIES.map(([name, slug]) => add(name, 'category', slug));
  const topics: Record<string, TagRef[]> = {};
  const allTopics = TOPICS.map(([name, category]) => {
    const ref = add(name, 'topic', slugify(name));
    (topics[category] ??= []).push(ref);
    return ref;
  });
  // Monday first reads naturally in admin lists; the lookup is re-indexed by getUTCDay below.
  const weekdayRefs = new Map([...WEEKDAYS.slice(1), WEEKDAYS[0]].map((day) => [day, add(day, 'flag', slugify(day))]));
  const weekdays = WEEKDAYS.map((day) => weekdayRefs.get(day) as TagRef);
  const flags = Object.fromEntries(EDITORIAL_FLAGS.map((name) => [name, add(name, 'flag', slugify(name))])) as Catalog['flags'];

  const states: Record<string, TagRef> = {};
  for (const [name, code] of STATES) {
    const label = `${name}-${code}`;
    states[code] = add(label, 'location', slugify(label), { state_code: code });
  }
  const places: PlaceRef[] = [];
  for (const [code, cities] of Object.entries(CITIES)) {
    const stateTag = states[code];
    if (!stateTag) throw new Error(`cities listed for unknown state ${code}`);
    for (const city of cities) {
      const label = `${city}-${code}`;
      const cityTag = add(label, 'location', slugify(label), { state_code: code });
      places.push({ city, state: stateTag.name.slice(0, -3), code, cityTag, stateTag });
    }
  }

  const avatars: Catalog['avatars'] = [];
  const curators: Row[] = [];
  const curatorRefs = CURATORS.map((seed, index) => {
    avatars.push({ key: avatarKey(seed.username), name: seed.name });
    const url = mediaUrl(avatarKey(seed.username));
    const tag = add(seed.name, 'curator', seed.username, { image_url: url });
    const id = index + 1;
    curators.push({
      id,
      name: seed.name,
      username: seed.username,
      avatar_url: url,
      bio: seed.bio,
      tag_id: tag.id,
      created: stamp,
      modified: stamp,
    });
    return { ...seed, id, tag };
  });
  const authors = AUTHORS.map((name) => {
    const handle = slugify(name);
    avatars.push({ key: avatarKey(handle), name });
    return add(name, 'author', handle, { image_url: mediaUrl(avatarKey(handle)) });
  });

  assertUnique(
    tags.map((t) => `${t.type}:${t.tag}`),
    'tag',
  );
  assertUnique(
    avatars.map((a) => a.key),
    'avatar key',
  );
  return {
    tags,
    curators,
    publications,
    categories,
    topics,
    allTopics,
    weekdays,
    flags,
    states,
    places,
    curatorRefs,
    authors,
    logos,
    avatars,
  };
}

function assertUnique(values: string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`duplicate ${what} ${value}`);
    seen.add(value);
  }
}
