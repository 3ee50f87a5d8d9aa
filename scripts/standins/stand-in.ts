/** @module What every local stand-in is to start.ts: a name, a URL, the Worker variables that point at it, and a stop. */
export interface StandIn {
  name: string;
  url: string;
  /** Worker variables pointing at this stand-in; start.ts passes them to `wrangler dev --var`. */
  vars?: Record<string, string>;
  stop(): Promise<void>;
}
