/**
 * @module Where a form posted without JavaScript sends the reader back: a path of this site (and
 * its query), never another origin. Zod-free: the browser imports it to fill the hidden field.
 */

// A leading slash not followed by another slash or a backslash (those would leave the site), then
// the characters our paths and queries use. No fragment: the browser keeps none across a 303.
const LOCAL_PATH = /^\/(?![/\\])[A-Za-z0-9/_.:~%-]*(\?[A-Za-z0-9=&_.:~%+,-]*)?$/;

/** The posted page when it is a path of this site, else `fallback`. */
export function backPath(posted: string | undefined, fallback: string): string {
  return posted !== undefined && posted.length <= 300 && LOCAL_PATH.test(posted) ? posted : fallback;
}
