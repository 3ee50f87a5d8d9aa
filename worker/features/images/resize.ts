/**
 * @module Resizes an image to exactly width×height the way CSS `object-fit: cover` shows it
 * (scale to cover, centre crop) with photon (Rust compiled to WASM; its .wasm is a module of the
 * upload, which production Workers allow, unlike compiling WASM from bytes at run time).
 * Photon is loaded on the first resize, not in the global scope (issue 29, a lean Worker): most
 * requests never resize, and a cold isolate would otherwise instantiate 1.6 MB of WASM first.
 * Opaque results are JPEG (q80); results with transparency stay PNG. Photon's WebP encoder is
 * lossless only, which makes photos larger than JPEG, so it is not used.
 */
import type { PhotonImage } from '@cf-wasm/photon/others';
import { imageTooLarge, notAnImage } from './errors';
import { readImageInfo } from './format';

/** Decoded RGBA costs 4 bytes a pixel; 12 MP (48 MB) leaves room in a 128 MB isolate. */
export const MAX_SOURCE_PIXELS = 12_000_000;
const JPEG_QUALITY = 80;

// Photon copies its output out of WASM memory into a fresh ArrayBuffer, never a shared one.
export type Variant = { bytes: Uint8Array<ArrayBuffer>; contentType: 'image/jpeg' | 'image/png' };

type Photon = typeof import('@cf-wasm/photon/others');
let photon: Promise<Photon> | undefined;

/**
 * Photon's JS glue and its WASM module, both dynamic imports (wrangler keeps the .wasm a separate
 * module and the import dynamic), instantiated once per isolate.
 */
function loadPhoton(): Promise<Photon> {
  if (photon) return photon;
  photon = Promise.all([import('@cf-wasm/photon/others'), import('@cf-wasm/photon/photon.wasm')]).then(([lib, wasm]) => {
    if (!lib.initPhoton.initialized) lib.initPhoton.sync({ module: wasm.default });
    return lib;
  });
  // A failed load is retried by the next request rather than remembered.
  photon.catch(() => {
    photon = undefined;
  });
  return photon;
}

export async function coverResize(bytes: Uint8Array, width: number, height: number): Promise<Variant> {
  const info = readImageInfo(bytes);
  if (!info) throw notAnImage('its bytes are not a PNG, JPEG, WebP or GIF');
  if (info.width * info.height > MAX_SOURCE_PIXELS) {
    throw imageTooLarge(`${info.width}×${info.height} pixels (limit ${MAX_SOURCE_PIXELS / 1_000_000} megapixels)`);
  }
  const { crop, PhotonImage, resize, SamplingFilter } = await loadPhoton();
  const owned: PhotonImage[] = [];
  try {
    let source: PhotonImage;
    try {
      source = PhotonImage.new_from_byteslice(bytes);
    } catch {
      // Photon traps on images it cannot decode; the header looked right, the body did not.
      throw notAnImage(`the ${info.format.toUpperCase()} data could not be decoded`);
    }
    owned.push(source);
    const sw = source.get_width();
    const sh = source.get_height();
    // Scale so both sides cover the box, then cut the overflow evenly from both edges.
    const scale = Math.max(width / sw, height / sh);
    const rw = Math.max(width, Math.round(sw * scale));
    const rh = Math.max(height, Math.round(sh * scale));
    // Big reductions are where the CPU goes (the kernel widens with the ratio): Triangle there is
    // ~3x cheaper than Lanczos3 and looks the same at thumbnail size; near-size keeps Lanczos3's edges.
    const filter = scale < 0.5 ? SamplingFilter.Triangle : SamplingFilter.Lanczos3;
    let out = sw === rw && sh === rh ? source : resize(source, rw, rh, filter);
    if (out !== source) owned.push(out);
    if (rw !== width || rh !== height) {
      const x = Math.floor((rw - width) / 2);
      const y = Math.floor((rh - height) / 2);
      out = crop(out, x, y, x + width, y + height);
      owned.push(out);
    }
    if (info.format !== 'jpeg' && hasTransparency(out.get_raw_pixels()))
      return { bytes: out.get_bytes() as Uint8Array<ArrayBuffer>, contentType: 'image/png' };
    return { bytes: out.get_bytes_jpeg(JPEG_QUALITY) as Uint8Array<ArrayBuffer>, contentType: 'image/jpeg' };
  } finally {
    // WASM memory is not garbage-collected: free every image photon allocated.
    for (const img of owned) img.free();
  }
}

function hasTransparency(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! < 255) return true;
  return false;
}
