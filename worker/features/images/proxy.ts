/**
 * @module The image proxy's core: resolve the source (our own R2 media, or a guarded remote URL),
 * serve a stored variant when there is one, else get the original, resize it and store the variant
 * in R2 under a key derived from the source and size, so each variant is made once.
 */
import { sha256Hex } from '../../http/tokens';
import { imageTooLarge, mediaNotFound, refusedUrl } from './errors';
import { checkImageUrl } from './guard';
import { coverResize } from './resize';
import { type FetchLike, fetchRemoteImage, MAX_IMAGE_BYTES } from './upstream';

export type ImageSource = { kind: 'media'; key: string } | { kind: 'remote'; url: URL };

export type ProxyDeps = {
  media: R2Bucket;
  fetcher: FetchLike;
  /** Origins whose /media/ paths are read straight from R2 (this request's origin, SITE_URL's). */
  ownOrigins: string[];
};

export type ProxiedImage = {
  body: ReadableStream | Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
  size: number;
  cached: boolean;
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const MEDIA_PREFIX = '/media/';

/**
 * Where the image comes from. Our own media never goes over the network (demo images work offline
 * and can never be an SSRF vector); anything else must pass the guard.
 */
export function resolveSource(raw: string, ownOrigins: readonly string[]): ImageSource {
  const url = ownUrl(raw, ownOrigins);
  if (url) {
    if (!url.pathname.startsWith(MEDIA_PREFIX)) throw refusedUrl('a path on this site must be under /media/');
    let key: string;
    try {
      key = decodeURIComponent(url.pathname.slice(MEDIA_PREFIX.length));
    } catch {
      throw refusedUrl('the media path is malformed');
    }
    if (!key || key.includes('..') || key.length > 512) throw refusedUrl('the media path is malformed');
    return { kind: 'media', key };
  }
  const check = checkImageUrl(raw);
  if (!check.ok) throw refusedUrl(check.reason);
  return { kind: 'remote', url: check.url };
}

/** `raw` as a URL when it points at this site: a root-relative path, or our origin (any spelling). */
function ownUrl(raw: string, ownOrigins: readonly string[]): URL | null {
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return new URL(raw, 'http://self.invalid');
  try {
    const url = new URL(raw);
    return ownOrigins.includes(url.origin) && !url.username && !url.password ? url : null;
  } catch {
    return null; // the guard explains what is wrong with it
  }
}

/** Deterministic R2 key of a variant: `proxy/<sha256(source)>/<w>x<h>`. */
export async function variantKey(source: ImageSource, width: number, height: number): Promise<string> {
  const id = source.kind === 'media' ? `media:${source.key}` : source.url.href;
  return `proxy/${await sha256Hex(id)}/${width}x${height}`;
}

export async function viewImage(raw: string, width: number, height: number, deps: ProxyDeps): Promise<ProxiedImage> {
  const source = resolveSource(raw, deps.ownOrigins);
  const key = await variantKey(source, width, height);
  const hit = await deps.media.get(key);
  if (hit) {
    return {
      body: hit.body,
      contentType: hit.httpMetadata?.contentType ?? 'application/octet-stream',
      etag: hit.httpEtag,
      size: hit.size,
      cached: true,
    };
  }
  const original =
    source.kind === 'media'
      ? await readMedia(deps.media, source.key)
      : (await fetchRemoteImage(source.url, deps.fetcher, { ownOrigins: deps.ownOrigins })).bytes;
  const variant = await coverResize(original, width, height);
  const stored = await deps.media.put(key, variant.bytes, {
    httpMetadata: { contentType: variant.contentType, cacheControl: IMMUTABLE },
    customMetadata: { source: source.kind === 'media' ? `/media/${source.key}` : source.url.href, size: `${width}x${height}` },
  });
  return { body: variant.bytes, contentType: variant.contentType, etag: stored.httpEtag, size: variant.bytes.byteLength, cached: false };
}

async function readMedia(media: R2Bucket, key: string): Promise<Uint8Array> {
  const object = await media.get(key);
  if (!object) throw mediaNotFound();
  if (object.size > MAX_IMAGE_BYTES) {
    await object.body.cancel();
    throw imageTooLarge(`${object.size} bytes (limit ${MAX_IMAGE_BYTES})`);
  }
  return new Uint8Array(await object.arrayBuffer());
}
