/** @module Which audience a path belongs to; decides JSON envelope vs HTML page for errors. */

const API_PREFIXES = ['/api/', '/aux/', '/admin/api/'];
const HTML_UNDER_API = new Set(['/api/docs']);

export function isApiPath(path: string): boolean {
  if (HTML_UNDER_API.has(path)) return false;
  return API_PREFIXES.some((p) => path.startsWith(p)) || path === '/api' || path === '/aux' || path === '/admin/api';
}
