/**
 * @module Stands in for Prettier in the Worker bundle (wrangler.toml [alias]): @react-email/render
 * imports it for `render(…, { pretty: true })`, which Edgewire never calls. As the HTML plugin it
 * has no printers, so render's module-level patch of them does nothing; as `format` it refuses.
 */
export function format(): never {
  throw new Error('pretty e-mail HTML is not bundled: call render() without { pretty: true }');
}
