/**
 * @module Just enough RFC 5322/MIME parsing for the local mail catcher: unfolded headers with
 * RFC 2047 encoded-words decoded, multipart bodies walked for the first text/plain and text/html
 * parts, quoted-printable and base64 undone, charsets decoded. Attachments are skipped. This saves a
 * parser dependency (mailparser) for what only ever reads our own Worker's and tests' mail.
 */

export interface ParsedMail {
  headers: [name: string, value: string][];
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string | null;
}

/** Raw bytes are handled as latin1 strings, one char per byte, until a part's charset is known. */
type Part = { headers: [string, string][]; body: string };

function splitPart(raw: string): Part {
  const end = /\r?\n\r?\n/.exec(raw);
  const head = end ? raw.slice(0, end.index) : raw;
  const body = end ? raw.slice(end.index + end[0].length) : '';
  const headers: [string, string][] = [];
  for (const line of head.split(/\r?\n/)) {
    const last = headers[headers.length - 1];
    if (/^[ \t]/.test(line) && last) last[1] += ` ${line.trim()}`;
    else if (line.includes(':')) {
      const i = line.indexOf(':');
      headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return { headers: headers.map(([n, v]) => [n, decodeWords(Buffer.from(v, 'latin1').toString('utf8'))]), body };
}

function charsetDecode(bytes: Uint8Array, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes); // unknown label: utf-8 is the best guess
  }
}

function qpBytes(s: string): Uint8Array {
  const bin = s.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bin, 'latin1');
}

/** RFC 2047: =?charset?Q|B?text?=, with the whitespace between adjacent encoded-words dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g, (_m, charset: string, enc: string, text: string) => {
      const bytes = enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qpBytes(text.replace(/_/g, ' '));
      return charsetDecode(bytes, charset.split('*')[0]);
    });
}

const header = (part: Part, name: string) => part.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];

/** `text/plain; charset="UTF-8"` → { type: "text/plain", params: { charset: "UTF-8" } } */
function contentType(value = 'text/plain'): { type: string; params: Record<string, string> } {
  const [type, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const p of rest) {
    const i = p.indexOf('=');
    if (i > 0)
      params[p.slice(0, i).trim().toLowerCase()] = p
        .slice(i + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return { type: (type ?? '').trim().toLowerCase() || 'text/plain', params };
}

function decodeBody(part: Part, charset?: string): string {
  const cte = (header(part, 'content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    cte === 'quoted-printable'
      ? qpBytes(part.body)
      : cte === 'base64'
        ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(part.body, 'latin1');
  // The line break before a boundary belongs to the boundary; trailing blank lines are noise.
  return charsetDecode(bytes, charset).replace(/\r\n/g, '\n').replace(/\s+$/, '');
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let current: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trimEnd();
    if (trimmed === `--${boundary}--`) break;
    if (trimmed === `--${boundary}`) {
      if (current) parts.push(current.join('\r\n'));
      current = [];
    } else current?.push(line);
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

function walk(part: Part, found: { text?: string; html?: string }, depth = 0): void {
  const { type, params } = contentType(header(part, 'content-type'));
  if (type.startsWith('multipart/') && params.boundary && depth < 10) {
    for (const raw of splitMultipart(part.body, params.boundary)) walk(splitPart(raw), found, depth + 1);
    return;
  }
  if (/^attachment/i.test(header(part, 'content-disposition') ?? '')) return;
  if (type === 'text/plain' && found.text === undefined) found.text = decodeBody(part, params.charset);
  if (type === 'text/html' && found.html === undefined) found.html = decodeBody(part, params.charset);
}

export function parseMail(raw: Buffer): ParsedMail {
  const top = splitPart(raw.toString('latin1'));
  const found: { text?: string; html?: string } = {};
  walk(top, found);
  return {
    headers: top.headers,
    subject: header(top, 'subject') ?? '',
    from: header(top, 'from') ?? '',
    to: header(top, 'to') ?? '',
    text: found.text ?? '',
    html: found.html ?? null,
  };
}
