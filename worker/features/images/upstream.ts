/**
 * @module Fetches a remote image for the proxy. Redirects are followed by hand (at most 3), and
 * every hop goes through the SSRF guard again: `redirect: 'follow'` would let a public URL bounce
 * the Worker to 127.0.0.1 or the metadata service. The fetcher is injected so tests can play any
 * upstream, including hostile ones.
 */
import { AppError } from '../../http/errors';
import { badGateway, imageTooLarge, notAnImage, refusedUrl } from './errors';
import { checkImageUrl } from './guard';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export const MAX_REDIRECTS = 3;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type FetchedImage = { bytes: Uint8Array; contentType: string; finalUrl: URL };

export type FetchOptions = {
  maxBytes?: number;
  /** This site's origins: a redirect back to us is refused (it could only loop through the proxy). */
  ownOrigins?: readonly string[];
};

export async function fetchRemoteImage(
  start: URL,
  fetcher: FetchLike,
  { maxBytes = MAX_IMAGE_BYTES, ownOrigins = [] }: FetchOptions = {},
): Promise<FetchedImage> {
  let url = start;
  for (let hop = 0; ; hop++) {
    let res: Response;
    try {
      res = await fetcher(url.href, {
        redirect: 'manual',
        headers: { accept: [...ALLOWED_TYPES].join(','), 'user-agent': 'EdgewireImageProxy/1.0' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw badGateway(err instanceof Error && err.name === 'TimeoutError' ? 'the source timed out' : 'the source could not be reached');
    }
    if (REDIRECTS.has(res.status)) {
      await res.body?.cancel();
      const location = res.headers.get('location');
      if (!location) throw badGateway(`the source answered ${res.status} without a Location`);
      if (hop >= MAX_REDIRECTS) throw badGateway(`more than ${MAX_REDIRECTS} redirects`);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw badGateway('the source redirected to a malformed URL');
      }
      const check = checkImageUrl(next.href);
      if (!check.ok) throw refusedUrl(`it redirects to a refused address (${check.reason})`);
      if (ownOrigins.includes(check.url.origin)) throw refusedUrl('it redirects back to this site');
      url = check.url;
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw badGateway(`the source answered ${res.status}`);
    }
    const contentType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!ALLOWED_TYPES.has(contentType)) {
      await res.body?.cancel();
      throw notAnImage(`the source sent ${contentType || 'no content type'}`);
    }
    return { bytes: await readCapped(res, maxBytes), contentType, finalUrl: url };
  }
}

/** The body, refusing it as soon as it is known to exceed `max` (declared or actual length). */
export async function readCapped(res: Response, max: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel();
    throw imageTooLarge(`the source declares ${declared} bytes (limit ${max})`);
  }
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel();
        throw imageTooLarge(`the source sent more than ${max} bytes`);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badGateway('the source broke off the transfer');
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
