// The back office's pages as one audience: each feature mounts its own admin pages and forms from
// the feature table (worker/app.ts), and every one of them, whichever folder it sits in, is behind
// adminPage, the first handler of its route.
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { adminPage } from '../../http/guards';

describe('the back office’s pages and forms', () => {
  it('are all behind adminPage, first on every route under /admin outside /admin/api', () => {
    const first = new Map<string, unknown>();
    for (const r of app.routes) {
      const admin = /^\/admin(\/|$)/.test(r.path) && !r.path.startsWith('/admin/api/');
      // Path-wide middleware (ALL) runs before any route's handlers, a body limit for one.
      if (!admin || r.method === 'ALL') continue;
      const route = `${r.method} ${r.path}`;
      if (!first.has(route)) first.set(route, r.handler);
    }
    expect([...first.keys()]).toEqual(expect.arrayContaining(['GET /admin', 'GET /admin/audit', 'POST /admin/articles/upload']));
    expect([...first].filter(([, handler]) => handler !== adminPage).map(([route]) => route)).toEqual([]);
  });
});
