/** @module The demo sign-ins the seed creates; `npm start` prints them. */

export const DEMO_PASSWORD = 'edgewire-demo';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'reader',
    email: 'reader@edgewire.test',
    password: DEMO_PASSWORD,
    description: 'Free account (username "reader"): sees the paywall on paid exclusives and the subscribe banners.',
  },
  {
    role: 'subscriber',
    email: 'plus@edgewire.test',
    password: DEMO_PASSWORD,
    description: 'Edgewire Plus, annual plan (username "plus"): no ads, paid exclusives, unlimited local news.',
  },
  {
    role: 'admin',
    email: 'admin@edgewire.test',
    password: DEMO_PASSWORD,
    description: 'Admin (username "editor"): the back office at /admin and draft previews of content blocks.',
  },
];
