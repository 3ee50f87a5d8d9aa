/**
 * @module The local push service: web-push-testing (a real RFC 8030 push endpoint that checks the
 * VAPID JWT and decrypts aes128gcm/aesgcm bodies), started in code on 127.0.0.1. Its API:
 * `POST /subscribe` { applicationServerKey } → a subscription (endpoint
 * http://127.0.0.1:<port>/notify/<clientHash>, keys, clientHash); `POST /get-notifications`
 * { clientHash } → the decrypted payloads received; `POST /expire-subscription/<clientHash>` makes
 * its endpoint answer 410. Added here: `POST /_control/fail` { count, status } answers the next
 * `count` pushes with `status` (a push service that is down), `POST /_control/stats` counts pushes.
 * The Worker may push to it over http only because `vars.PUSH_DEV_ORIGINS` names its origin.
 */

import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { StandIn } from './stand-in.ts';

const require = createRequire(import.meta.url);

type Model = {
  notifyUrl: string;
  subscriptions: Record<string, { isExpired: boolean }>;
  messages: Record<string, string[]>;
  createSubscription(options: {
    applicationServerKey?: string;
  }): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
};
type Express = {
  use(fn: (req: Req, res: Res, next: () => void) => void): void;
  post(path: string, fn: (req: Req, res: Res) => void): void;
  listen(port: number, host: string, cb: () => void): Server;
};
type Req = { method: string; path: string; body: Record<string, unknown> };
type Res = { status(n: number): Res; send(body?: unknown): void; sendStatus(n: number): void };

export interface PushServiceStandIn extends StandIn {
  /** Makes a subscription in process (as `POST /subscribe` does), for the bench's thousands. */
  subscribe(applicationServerKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  /** Decrypted payloads received for one subscription. */
  received(clientHash: string): string[];
  /** Pushes accepted so far (every subscription). */
  accepted(): number;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => Model };
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
    model: Model,
    port: number,
  ) => { _app: Express; setRequestHandlers(): void };
  const model = new PushApiModel();
  const server = new WebPushTestingServer(model, 0);
  const app = server._app;
  let accepted = 0;
  let fail = { count: 0, status: 503 };
  app.use((req, res, next) => {
    if (req.method === 'POST' && req.path.startsWith('/notify/')) {
      if (fail.count > 0) {
        fail.count -= 1;
        res.status(fail.status).send({ error: { message: 'stand-in: failing on purpose' } });
        return;
      }
      accepted += 1;
    }
    next();
  });
  app.post('/_control/fail', (req, res) => {
    fail = { count: Number(req.body.count ?? 1), status: Number(req.body.status ?? 503) };
    res.status(200).send({ data: fail });
  });
  app.post('/_control/stats', (_req, res) => {
    res.status(200).send({ data: { accepted, subscriptions: Object.keys(model.subscriptions).length } });
  });
  server.setRequestHandlers();
  const http = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = http.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The package names its endpoints after `localhost`, which may resolve to ::1 where nothing listens.
  model.notifyUrl = `${url}/notify/`;
  return {
    name: 'web push service',
    url,
    vars: { PUSH_DEV_ORIGINS: url },
    subscribe: (applicationServerKey) => model.createSubscription({ applicationServerKey }),
    received: (clientHash) => model.messages[clientHash] ?? [],
    accepted: () => accepted,
    stop: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections?.();
        http.close(() => resolve());
      }),
  };
}
