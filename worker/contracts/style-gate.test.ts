// The CSP's hash source is the hash of the script the pages carry, so the browser runs it.
import { describe, expect, it } from 'vitest';
import { STYLE_GATE_CSP, STYLE_GATE_SCRIPT } from './style-gate';

describe('the style gate script', () => {
  it('is non-empty (an empty script does not pause the parser) and its CSP source is its sha256', async () => {
    expect(STYLE_GATE_SCRIPT.trim()).not.toBe('');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE_GATE_SCRIPT));
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(STYLE_GATE_CSP).toBe(`'sha256-${base64}'`);
  });
});
