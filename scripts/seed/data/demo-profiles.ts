/** @module The demo accounts' profiles: role, Plus, age and what each follows (scripts/seed/users.ts builds them). */

/** Per demo account: what it follows, so each one's For You and Local feeds have something in them. */
export const DEMO_PROFILES = [
  {
    username: 'reader',
    role: 'reader',
    plus: false,
    joinedDaysAgo: 200,
    tags: ['politics', 'technology', 'sports', 'austin-tx', 'texas-tx'],
    curators: ['mayaokafor', 'priyaraman'],
  },
  {
    username: 'plus',
    role: 'reader',
    plus: true,
    joinedDaysAgo: 150,
    tags: ['business', 'science', 'health', 'world', 'artificial-intelligence', 'denver-co', 'seattle-wa'],
    curators: ['danielreyes', 'kenjiwatanabe', 'marcusbell'],
  },
  {
    username: 'editor',
    role: 'admin',
    plus: false,
    joinedDaysAgo: 400,
    tags: ['politics', 'nation', 'climate', 'chicago-il', 'new-york-city-ny'],
    curators: ['omarhaddad', 'sofiaalvarez'],
  },
] as const;
