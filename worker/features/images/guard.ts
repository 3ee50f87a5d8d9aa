/**
 * @module The image proxy's SSRF guard: decides, from the URL alone, whether the Worker may fetch
 * it. Production Workers also refuse private addresses, but local workerd does not, so this is
 * what protects `wrangler dev` and the tests. It cannot see DNS: a public name that resolves to a
 * private address (DNS rebinding) passes here; see docs/decisions/008-image-proxy.md.
 */
import { blockedIPv4, blockedIPv6, parseIPv4, parseIPv6 } from './ip';

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

export const MAX_URL_LENGTH = 2048;

/** Names that only ever resolve inside a machine or a private network. */
const BLOCKED_SUFFIXES = ['.localhost', '.local', '.localdomain', '.internal', '.home.arpa', '.lan'];

/**
 * A host the WHATWG parser left as a name although every label looks numeric (0x7f, 0177, 127.1):
 * the parser already turns valid numeric forms into dotted quads, so anything still looking like
 * one is malformed or an attempt to slip a number past us.
 */
const NUMERIC_LOOKING = /^(0x[0-9a-f]*|\d+)(\.(0x[0-9a-f]*|\d+))*$/i;

const refuse = (reason: string): UrlCheck => ({ ok: false, reason });

export function checkImageUrl(raw: string): UrlCheck {
  if (raw.length > MAX_URL_LENGTH) return refuse(`longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(`scheme ${url.protocol} is not allowed (only http and https)`);
  if (url.username || url.password) return refuse('credentials in the URL are not allowed');
  // The parser drops a scheme's default port, so '' means 80 or 443; allow those two only.
  if (url.port !== '' && url.port !== '80' && url.port !== '443') return refuse(`port ${url.port} is not allowed (only 80 and 443)`);
  const why = blockedHost(url.hostname);
  return why ? refuse(why) : { ok: true, url };
}

/** Why this hostname must not be fetched, or null when it may be. */
export function blockedHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return 'the host is empty';
  if (host.startsWith('[')) {
    const groups = parseIPv6(host.slice(1, -1));
    if (!groups) return 'the IPv6 address is malformed';
    const why = blockedIPv6(groups);
    return why ? `the host is ${why}` : null;
  }
  const v4 = parseIPv4(host);
  if (v4 !== null) {
    const why = blockedIPv4(v4);
    return why ? `the host is ${why}` : null;
  }
  if (NUMERIC_LOOKING.test(host)) return 'the host is a numeric address in a non-canonical form';
  if (host === 'localhost' || BLOCKED_SUFFIXES.some((s) => host.endsWith(s))) return `the host ${host} is a local or internal name`;
  // Single-label names ("intranet", "metadata") resolve through search domains to internal hosts.
  if (!host.includes('.')) return `the host ${host} is not a public domain name`;
  return null;
}
