// Applies the real d1-migrations (the same files production gets) before the tests of each file:
// the main database's (d1-migrations/) to DB, the events database's (d1-migrations/events/) to EVENTS_DB.
//
// Why not `applyD1Migrations` from 'cloudflare:test': importing that module also imports the whole
// Worker (the pool appends `import main` to it so SELF works), about 12 s per file here. A test file
// that needs SELF pays that anyway; a pure rule test should not. This does what the library does
// (one batch per migration, recorded in d1_migrations) through the binding alone.
import { env } from 'cloudflare:workers';

type Migration = { name: string; queries: string[] };

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: Migration[];
      TEST_EVENTS_MIGRATIONS: Migration[];
    }
  }
}

async function apply(db: D1Database, migrations: Migration[]) {
  await db
    .prepare(
      'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    )
    .run();
  const applied = new Set((await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()).results.map((r) => r.name));
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    const record = db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name);
    await db.batch([...migration.queries.map((q) => db.prepare(q)), record]);
  }
}

await apply(env.DB, env.TEST_MIGRATIONS);
await apply(env.EVENTS_DB, env.TEST_EVENTS_MIGRATIONS);
