/**
 * @module A D1 session opened at a reader's bookmark that falls back to the primary when D1 refuses
 * the bookmark. Our signature proves only that this server wrote the cookie, not that D1 still
 * reads what is in it: a bookmark from before a restore, from another database (a copied secret)
 * or in a format D1 has since changed fails every query of its session. That reader must be
 * answered, not shown a 500: the request goes on from `first-primary`, which sees every write there
 * is, and d1-session.ts replaces or clears the cookie. See docs/decisions/068-d1-sessions.md.
 *
 * D1 does not document the words it refuses a bookmark with, so a failure is not judged by its
 * text: when the session's first query fails and no query of it has succeeded, one `SELECT 1` at
 * the same bookmark asks. If that fails too the bookmark is refused and the failed query runs
 * again at the primary (D1 refused it before running it); if it succeeds the failure was the
 * query's own and is thrown as it was, so a failing write is never run twice.
 */

/** The statement shape drizzle and the app use: run on whichever session the request has by then. */
class RoutedStatement {
  constructor(
    private readonly owner: BookmarkSession,
    readonly query: string,
    readonly params: unknown[],
  ) {}
  bind(...values: unknown[]) {
    return new RoutedStatement(this.owner, this.query, values);
  }
  /** This statement prepared on `session`. */
  on(session: D1DatabaseSession): D1PreparedStatement {
    return session.prepare(this.query).bind(...this.params);
  }
  // Rows pass through untyped: the caller's own statement type (D1PreparedStatement) says what they are.
  first(column?: string) {
    return this.owner.run((s) => (column === undefined ? this.on(s).first() : this.on(s).first(column)));
  }
  run() {
    return this.owner.run((s) => this.on(s).run());
  }
  all() {
    return this.owner.run((s) => this.on(s).all());
  }
  raw(options?: { columnNames?: boolean }): Promise<unknown[]> {
    if (options?.columnNames) return this.owner.run((s) => this.on(s).raw({ columnNames: true }));
    return this.owner.run((s) => this.on(s).raw());
  }
}

export class BookmarkSession {
  private readonly bookmarked: D1DatabaseSession;
  private current: D1DatabaseSession;
  /** A query of the bookmarked session succeeded: D1 reads the bookmark, no failure is its fault. */
  private honoured = false;
  private verdict: Promise<boolean> | null = null;
  /** D1 refused the bookmark: the request went on from the primary. */
  refused = false;

  constructor(
    private readonly d1: D1Database,
    bookmark: string,
  ) {
    this.bookmarked = d1.withSession(bookmark);
    this.current = this.bookmarked;
  }

  prepare(query: string): D1PreparedStatement {
    return new RoutedStatement(this, query, []) as unknown as D1PreparedStatement;
  }
  batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const routed = statements as unknown as RoutedStatement[];
    return this.run((s) => s.batch<T>(routed.map((r) => r.on(s))));
  }
  getBookmark(): string | null {
    return this.current.getBookmark();
  }

  async run<T>(op: (session: D1DatabaseSession) => Promise<T>): Promise<T> {
    const used = this.current;
    try {
      const result = await op(used);
      if (used === this.bookmarked) this.honoured = true;
      return result;
    } catch (error) {
      if (used !== this.bookmarked || this.honoured || !(await this.refusedByD1())) throw error;
      return op(this.current);
    }
  }

  /** Asks once (queries failing side by side share the answer); on a refusal, moves to the primary. */
  private refusedByD1(): Promise<boolean> {
    this.verdict ??= this.bookmarked
      .prepare('SELECT 1')
      .first()
      .then(
        () => false,
        () => {
          this.refused = true;
          this.current = this.d1.withSession('first-primary');
          return true;
        },
      );
    return this.verdict;
  }
}
