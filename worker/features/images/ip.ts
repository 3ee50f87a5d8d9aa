/**
 * @module IP literal parsing and the address ranges the image proxy refuses. Pure functions; the
 * input is a hostname as the WHATWG URL parser serialises it (dotted-quad IPv4, bracketed IPv6).
 */

/** `a.b.c.d` with each part 0..255 in plain decimal → the 32-bit value; anything else → null. */
export function parseIPv4(host: string): number | null {
  const parts = host.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

const v4 = (a: number, b: number, c: number, d: number) => ((a * 256 + b) * 256 + c) * 256 + d;

/** [first address, prefix length, why it is refused]. Public unicast is everything else. */
const V4_BLOCKED: [number, number, string][] = [
  [v4(0, 0, 0, 0), 8, 'a "this network" address (0.0.0.0/8)'],
  [v4(10, 0, 0, 0), 8, 'a private address (10.0.0.0/8)'],
  [v4(100, 64, 0, 0), 10, 'a shared (CGNAT) address (100.64.0.0/10)'],
  [v4(127, 0, 0, 0), 8, 'a loopback address (127.0.0.0/8)'],
  [v4(169, 254, 0, 0), 16, 'a link-local address (169.254.0.0/16)'],
  [v4(172, 16, 0, 0), 12, 'a private address (172.16.0.0/12)'],
  [v4(192, 0, 0, 0), 24, 'a reserved address (192.0.0.0/24)'],
  [v4(192, 0, 2, 0), 24, 'a documentation address (192.0.2.0/24)'],
  [v4(192, 88, 99, 0), 24, 'a 6to4 relay address (192.88.99.0/24)'],
  [v4(192, 168, 0, 0), 16, 'a private address (192.168.0.0/16)'],
  [v4(198, 18, 0, 0), 15, 'a benchmarking address (198.18.0.0/15)'],
  [v4(198, 51, 100, 0), 24, 'a documentation address (198.51.100.0/24)'],
  [v4(203, 0, 113, 0), 24, 'a documentation address (203.0.113.0/24)'],
  [v4(224, 0, 0, 0), 4, 'a multicast address (224.0.0.0/4)'],
  [v4(240, 0, 0, 0), 4, 'a reserved address (240.0.0.0/4)'],
];

/** Why an IPv4 address must not be fetched, or null when it is public unicast. */
export function blockedIPv4(addr: number): string | null {
  for (const [base, prefix, why] of V4_BLOCKED) {
    const size = 2 ** (32 - prefix);
    if (addr >= base && addr < base + size) return why;
  }
  return null;
}

/** An IPv6 literal (without brackets) → its eight 16-bit groups; null when malformed. */
export function parseIPv6(text: string): number[] | null {
  let s = text.toLowerCase();
  if (s.includes('%')) return null; // zone ids never appear in URLs that reach us
  // A trailing dotted quad (::ffff:127.0.0.1) stands for the last two groups.
  const lastColon = s.lastIndexOf(':');
  if (s.slice(lastColon + 1).includes('.')) {
    const quad = parseIPv4(s.slice(lastColon + 1));
    if (quad === null) return null;
    s = `${s.slice(0, lastColon + 1)}${Math.floor(quad / 65536).toString(16)}:${(quad % 65536).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const fill = 8 - head.length - rest.length;
  if (halves.length === 1 ? fill !== 0 : fill < 1) return null;
  const hex = (g: string) => parseInt(g, 16);
  return [...head.map(hex), ...new Array<number>(halves.length === 2 ? fill : 0).fill(0), ...rest.map(hex)];
}

/**
 * Why an IPv6 address must not be fetched, or null when it may be. Allow-list: only global unicast
 * (2000::/3) minus the special blocks inside it. Everything outside 2000::/3 is refused, which covers
 * ::, ::1, IPv4-mapped and -compatible (::ffff:0:0/96, ::/96), NAT64 (64:ff9b::/96), unique local
 * fc00::/7, link-local fe80::/10 and multicast ff00::/8.
 */
export function blockedIPv6(g: number[]): string | null {
  const [a = 0, b = 0] = g;
  if (g.every((x) => x === 0)) return 'the unspecified address (::)';
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'a loopback address (::1)';
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return 'an IPv4-mapped address (::ffff:0:0/96)';
  if ((a & 0xfe00) === 0xfc00) return 'a unique local address (fc00::/7)';
  if ((a & 0xffc0) === 0xfe80) return 'a link-local address (fe80::/10)';
  if ((a & 0xff00) === 0xff00) return 'a multicast address (ff00::/8)';
  if ((a & 0xe000) !== 0x2000) return 'a reserved IPv6 address (outside 2000::/3)';
  if (a === 0x2001 && b < 0x0200) return 'an IETF protocol address (2001::/23, incl. Teredo)';
  if (a === 0x2001 && b === 0x0db8) return 'a documentation address (2001:db8::/32)';
  if (a === 0x2002) return 'a 6to4 address (2002::/16), which embeds an IPv4 address';
  if ((a & 0xfff0) === 0x3ff0) return 'a documentation address (3fff::/20)';
  return null;
}
