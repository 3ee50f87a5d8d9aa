/**
 * @module The one inline script of every page, and its CSP source. A parser-inserted script waits
 * for the stylesheets before it (HTML's "style sheet that is blocking scripts"), so the parser
 * pauses at it until the stylesheet has arrived. Without it a page whose HTML outran its stylesheet
 * reached DOMContentLoaded first, and Chromium laid the whole page out unstyled (its form scan at
 * DOMContentLoaded asks for layout) and then again styled: the front page's longest task (decision
 * 076). First paint waits for the stylesheet either way; image requests still start early, from
 * the preload scanner. An empty script would not do: the parser skips those.
 */
export const STYLE_GATE_SCRIPT = '0';

/** STYLE_GATE_SCRIPT's CSP hash source (sha256, base64); style-gate.test.ts holds it to the script. */
export const STYLE_GATE_CSP = "'sha256-X+zrZv/IbzjZUnhsbWlsecLbwjndTpG0ZynXOif7V+k='";
