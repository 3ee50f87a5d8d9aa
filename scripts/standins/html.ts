/** @module HTML escaping for the stand-ins' own pages (mail view, Stripe's hosted pages, Apple's form_post). */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values: the five characters HTML gives a meaning. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
