/**
 * @module A D1 binding with one read replica that lags, for read-your-writes tests: the Sessions
 * API as D1 runs it (developers.cloudflare.com/d1/best-practices/read-replication), on two local
 * databases. Writes go to the primary (the test's `env.DB`) and move its position on; the replica
 * (`env.LAGGING_REPLICA`, declared in vitest.config.ts) holds the primary as it was at the last
 * `catchUp()`. A session reads from the replica when it may (first-unconstrained, or its bookmark
 * is not past the replica) and from the primary otherwise; its bookmark is the highest position it
 * has seen. Bookmarks are numbers written the way D1 writes its own (hex groups), compared as D1
 * compares them. A bookmark that is not one, or one ahead of the primary, fails the query, as a
 * forged bookmark would at D1: the app must never pass one on.
 */

declare global {
  namespace Cloudflare {
    interface Env {
      LAGGING_REPLICA: D1Database;
    }
  }
}

type Copy = 'primary' | 'replica';
const CONSTRAINTS = new Set(['first-primary', 'first-unconstrained']);
/** A statement that changes the database; D1 sends these (and any batch holding one) to the primary. */
const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter)\b|^\s*with\b[\s\S]*\b(insert|update|delete|replace)\b/i;

export const bookmarkAt = (position: number) => `${position.toString(16).padStart(8, '0')}-00000000-00000000-${'0'.repeat(32)}`;
function positionOf(bookmark: string): number {
  const m = /^([0-9a-f]{8})-0{8}-0{8}-0{32}$/.exec(bookmark);
  if (!m) throw new Error(`D1_ERROR: invalid bookmark ${bookmark.slice(0, 40)}`);
  return Number.parseInt(m[1]!, 16);
}

export class LaggingD1 {
  /** The primary's position: one step per write (statement or batch) through any session. */
  position = 1;
  /** Where the replica stands: the primary's position at the last catch-up. */
  replicaAt = 0;
  /** Every session opened, with how it started and which copy answered each of its queries. */
  readonly sessions: { start: string; served: Copy[] }[] = [];

  constructor(
    readonly primary: D1Database,
    readonly replica: D1Database,
  ) {}

  withSession(start = 'first-unconstrained'): D1DatabaseSession {
    const record = { start, served: [] as Copy[] };
    this.sessions.push(record);
    return new LaggingSession(this, start, record.served) as unknown as D1DatabaseSession;
  }
  /** The binding's own statements go to the primary, as D1's do outside a session. */
  prepare(query: string) {
    return this.withSession('first-primary').prepare(query);
  }
  batch<T>(statements: D1PreparedStatement[]) {
    return this.withSession('first-primary').batch<T>(statements);
  }
  exec(query: string) {
    return this.primary.exec(query);
  }
  dump() {
    return this.primary.dump();
  }
  /** The binding this wrapper stands for, to put in the Worker's env. */
  get binding(): D1Database {
    return this as unknown as D1Database;
  }

  /** The replica takes the primary as it is now: every table copied whole (not the search index). */
  async catchUp(): Promise<void> {
    const objects = await this.primary
      .prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid",
      )
      .all<{ type: string; name: string; sql: string }>();
    const virtual = objects.results.filter((o) => /^CREATE VIRTUAL/i.test(o.sql)).map((o) => o.name);
    const isShadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`) && name !== v);
    // The replica serves reads only: no triggers; tables, indexes and views as the primary has them.
    const schema = objects.results.filter((o) => o.type !== 'trigger' && !(o.type === 'table' && isShadow(o.name)));
    const tables = schema.filter((o) => o.type === 'table' && !virtual.includes(o.name)).map((o) => o.name);
    if (this.replicaAt === 0) await this.replica.batch(schema.map((o) => this.replica.prepare(o.sql)));
    const columns = await this.primary.batch<{ name: string; hidden: number }>(
      tables.map((t) => this.primary.prepare(`PRAGMA table_xinfo(\`${t}\`)`)),
    );
    const names = columns.map((c) => c.results.filter((col) => col.hidden === 0).map((col) => `\`${col.name}\``));
    const rows = await this.primary.batch(tables.map((t, i) => this.primary.prepare(`SELECT ${names[i]!.join(', ')} FROM \`${t}\``)));
    const copy = tables.flatMap((t, i) => {
      const insert = `INSERT INTO \`${t}\` (${names[i]!.join(', ')}) VALUES (${names[i]!.map(() => '?').join(', ')})`;
      return [
        this.replica.prepare(`DELETE FROM \`${t}\``),
        ...rows[i]!.results.map((r) => this.replica.prepare(insert).bind(...Object.values(r as Record<string, unknown>))),
      ];
    });
    await this.replica.batch([this.replica.prepare('PRAGMA defer_foreign_keys = on'), ...copy]);
    this.replicaAt = this.position;
  }
}

class LaggingSession {
  private bookmark: number | null = null;
  private first = true;

  constructor(
    private readonly d1: LaggingD1,
    private readonly start: string,
    private readonly served: Copy[],
  ) {}

  prepare(query: string) {
    return new LaggingStatement(this, query, []);
  }
  batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const stmts = statements as unknown as LaggingStatement[];
    return this.run(
      stmts.map((s) => s.query),
      (db) => db.batch<T>(stmts.map((s) => db.prepare(s.query).bind(...s.params))),
    );
  }
  getBookmark(): string | null {
    return this.bookmark === null ? null : bookmarkAt(this.bookmark);
  }

  async run<T>(queries: string[], op: (db: D1Database) => Promise<T>): Promise<T> {
    if (this.first && !CONSTRAINTS.has(this.start)) {
      const at = positionOf(this.start);
      if (at > this.d1.position) throw new Error('D1_ERROR: bookmark is ahead of the primary');
      this.bookmark = at;
    }
    const write = queries.some((q) => WRITE.test(q));
    const copy = this.copyFor(write);
    this.first = false;
    this.served.push(copy);
    const result = await op(copy === 'primary' ? this.d1.primary : this.d1.replica);
    if (write) this.d1.position += 1;
    const seen = copy === 'primary' ? this.d1.position : this.d1.replicaAt;
    this.bookmark = Math.max(this.bookmark ?? 0, seen);
    return result;
  }

  private copyFor(write: boolean): Copy {
    if (write) return 'primary';
    if (this.bookmark === null) return this.start === 'first-primary' ? 'primary' : 'replica';
    // D1 waits for a replica that has caught up, or asks the primary: the same answer either way.
    return this.d1.replicaAt >= this.bookmark ? 'replica' : 'primary';
  }
}

/** The part of a D1 statement drizzle and the app use, run where the session decides. */
class LaggingStatement {
  constructor(
    private readonly session: LaggingSession,
    readonly query: string,
    readonly params: unknown[],
  ) {}
  bind(...values: unknown[]) {
    return new LaggingStatement(this.session, this.query, values);
  }
  private on<T>(op: (s: D1PreparedStatement) => Promise<T>): Promise<T> {
    return this.session.run([this.query], (db) => op(db.prepare(this.query).bind(...this.params)));
  }
  first<T>(column?: string) {
    return this.on((s) => (column === undefined ? s.first<T>() : s.first<T>(column)));
  }
  run<T>() {
    return this.on((s) => s.run<T>());
  }
  all<T>() {
    return this.on((s) => s.all<T>());
  }
  raw<T>(options?: { columnNames?: boolean }): Promise<unknown[]> {
    if (options?.columnNames) return this.on((s) => s.raw<T>({ columnNames: true }));
    return this.on((s) => s.raw<T>());
  }
}
