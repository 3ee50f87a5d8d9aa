/**
 * @module Browser enhancer for card images (spec: "a blurhash placeholder or blurred copy shows
 * until the image loads, then fades in over 2 seconds; a broken image shows a placeholder
 * picture"; "blurhash canvas 32x32"). The server paints each box with the blurhash's average
 * colour and renders a plain <img>, so readers without JavaScript see every image. Here, images
 * not loaded yet are hidden (class .img-pending, opacity 0) over their box, which gets the decoded
 * blurhash as its background, and fade in on load; broken ones become /placeholder.svg.
 */
import { decode } from 'blurhash';
import { isValidBlurhash } from '../../worker/contracts/blurhash';

export const PLACEHOLDER_SRC = '/placeholder.svg';
const CANVAS_SIZE = 32;

/** Draws the blurhash on a 32×32 canvas and returns it as a data URL, or null when it can't. */
function blurhashDataUrl(hash: string): string | null {
  if (!isValidBlurhash(hash)) return null;
  const canvas = document.createElement('canvas');
  canvas.width = CANVAS_SIZE;
  canvas.height = CANVAS_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  try {
    const pixels = decode(hash, CANVAS_SIZE, CANVAS_SIZE);
    // decode() returns a fresh Uint8ClampedArray (never shared memory), as ImageData wants.
    ctx.putImageData(new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, CANVAS_SIZE, CANVAS_SIZE), 0, 0);
    return canvas.toDataURL();
  } catch {
    return null; // a well-formed hash with out-of-range values: keep the average colour
  }
}

function showPlaceholder(img: HTMLImageElement): void {
  img.classList.remove('img-pending');
  // Once only: if the placeholder itself failed, another swap would loop forever.
  if (img.dataset.placeholder) return;
  img.dataset.placeholder = 'true';
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_SRC;
}

/**
 * Decoding ~70 blurhashes at start-up is a long task on a slow phone, so each box is painted only
 * as it nears the viewport (lazy images start loading about then too).
 */
function paintWhenNear(box: HTMLElement, hash: string): void {
  const paint = () => {
    const painted = blurhashDataUrl(hash);
    if (painted) box.style.backgroundImage = `url(${painted})`;
  };
  if (typeof IntersectionObserver === 'undefined') {
    paint();
    return;
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        paint();
      }
    },
    { rootMargin: '400px' },
  );
  io.observe(box);
}

export function enhanceImages(root: ParentNode): void {
  for (const img of root.querySelectorAll<HTMLImageElement>('.card-img > img')) {
    if (img.complete) {
      // Finished before this script ran: a loaded image just shows; a broken one is replaced.
      if (img.naturalWidth === 0 && img.getAttribute('src')) showPlaceholder(img);
      continue;
    }
    // The priority image is the page's largest paint: hiding it for a fade would delay LCP.
    if (img.hasAttribute('data-priority')) {
      img.addEventListener('error', () => showPlaceholder(img), { once: true });
      continue;
    }
    const box = img.parentElement as HTMLElement;
    const hash = box.dataset.blurhash;
    if (hash) paintWhenNear(box, hash);
    img.classList.add('img-pending');
    img.addEventListener('load', () => img.classList.remove('img-pending'), { once: true });
    img.addEventListener('error', () => showPlaceholder(img), { once: true });
  }
}

// Imported for its effect by client/entry.tsx; a module script runs once the document is parsed.
if (typeof document !== 'undefined') enhanceImages(document);
