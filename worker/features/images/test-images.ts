/** @module Test helper: small real images encoded with photon, and reading pixels back. */
import { PhotonImage } from '@cf-wasm/photon';

export type Rgba = [number, number, number, number];

/** An image of vertical bands of colour, left to right, encoded as PNG/JPEG/WebP. */
export function bandsImage(width: number, height: number, bands: Rgba[], format: 'png' | 'jpeg' | 'webp' = 'png'): Uint8Array<ArrayBuffer> {
  const px = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) px.set(bands[Math.min(bands.length - 1, Math.floor((x * bands.length) / width))]!, (y * width + x) * 4);
  }
  const img = new PhotonImage(px, width, height);
  try {
    const bytes = format === 'png' ? img.get_bytes() : format === 'jpeg' ? img.get_bytes_jpeg(90) : img.get_bytes_webp();
    return bytes as Uint8Array<ArrayBuffer>; // a fresh copy out of WASM memory
  } finally {
    img.free();
  }
}

/** Decodes an encoded image and returns the RGBA of pixel (x, y). */
export function pixelAt(bytes: Uint8Array, x: number, y: number): Rgba {
  const img = PhotonImage.new_from_byteslice(bytes);
  try {
    const i = (y * img.get_width() + x) * 4;
    const raw = img.get_raw_pixels();
    return [raw[i]!, raw[i + 1]!, raw[i + 2]!, raw[i + 3]!];
  } finally {
    img.free();
  }
}

/** The 1×1 transparent GIF everyone has seen. */
export const TINY_GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

export const RED: Rgba = [220, 30, 30, 255];
export const GREEN: Rgba = [30, 200, 60, 255];
export const BLUE: Rgba = [30, 60, 220, 255];
