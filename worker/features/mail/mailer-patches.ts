/**
 * @module Two fixes to worker-mailer 1.2.1 (pinned), applied to its prototype when send.ts loads.
 * Both are about a hostile or failing server, which tests alone would not show:
 *
 * 1. Its `read()` loops on `reader.read()` and `continue`s when no bytes come, so once the server
 *    closes the connection it spins on an ended stream forever: microtasks only, so not even its
 *    own timeout fires, and the consumer burns CPU until the runtime kills it. Ours throws.
 * 2. With `startTls` it upgrades only if the server offers STARTTLS, and otherwise goes on in
 *    plaintext, AUTH included: anyone on the path can strip the offer. SMTP_SECURITY="starttls"
 *    means TLS is required, so the session fails before AUTH instead.
 *
 * The replacements use the same private fields (`reader`, `startTls`, `secure`, `supportsStartTls`);
 * a release that renames them breaks every send loudly (tests in delivery.test.ts), not silently.
 */
import { WorkerMailer } from 'worker-mailer';

type Internals = {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  startTls: boolean;
  secure: boolean;
  supportsStartTls: boolean;
  read(): Promise<string>;
  auth(): Promise<void>;
};

const proto = WorkerMailer.prototype as unknown as Internals;
if (typeof proto.read !== 'function' || typeof proto.auth !== 'function')
  throw new Error('worker-mailer internals changed: review mailer-patches.ts');

const decoder = new TextDecoder();

/** One SMTP reply (all lines of a multi-line one); throws when the connection has ended. */
proto.read = async function read(this: Internals): Promise<string> {
  let response = '';
  for (;;) {
    const { value, done } = await this.reader.read();
    if (done) throw new Error('SMTP server closed the connection');
    if (!value?.length) continue;
    response += decoder.decode(value);
    if (!response.endsWith('\n')) continue;
    const lines = response.split(/\r?\n/);
    // "250-…" continues a reply, "250 …" ends it.
    if (!/^\d+-/.test(lines[lines.length - 2] ?? '')) return response;
  }
};

const auth = proto.auth;
proto.auth = async function (this: Internals): Promise<void> {
  if (this.startTls && !this.secure && !this.supportsStartTls)
    throw new Error('SMTP server does not offer STARTTLS; refusing to continue in plaintext');
  return auth.call(this);
};
