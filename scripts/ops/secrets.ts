/**
 * @module The Worker's secrets, as `npm run provision` reports them per environment: each name,
 * whether production needs it, and what it is. Secrets are never in wrangler.toml: they are set with
 * `npx wrangler secret put NAME --env <name>` (locally: .dev.vars, from .dev.vars.example).
 * Issue 30 also asks for the same list in docs/deploy.md, .dev.vars.example and the Worker's own
 * refusal to serve without one; this module is the list the provisioning script reads.
 */
export interface SecretSpec {
  name: string;
  /** True when production cannot work without it; false when a feature is simply off without it. */
  production: boolean;
  what: string;
}

export const SECRETS: readonly SecretSpec[] = [
  { name: 'SESSION_SECRET', production: true, what: 'signs reader sessions (random, 32+ characters)' },
  { name: 'SHARE_PASS_SECRET', production: true, what: 'signs share passes and article preview links (random, 32+ characters)' },
  { name: 'STRIPE_SECRET_KEY', production: true, what: "Stripe API key (the account's sk_live_…)" },
  { name: 'STRIPE_WEBHOOK_SECRET', production: true, what: "the webhook endpoint's signing secret (whsec_…)" },
  { name: 'SMTP_USER', production: true, what: 'SMTP relay user name' },
  { name: 'SMTP_PASSWORD', production: true, what: 'SMTP relay password' },
  { name: 'VAPID_PUBLIC_KEY', production: true, what: 'Web Push key pair, public half (npx tsx scripts/standins/vapid-keys.ts)' },
  { name: 'VAPID_PRIVATE_KEY', production: true, what: 'Web Push key pair, private half' },
  { name: 'AUTH_GOOGLE_CLIENT_SECRET', production: false, what: 'Google sign-in, when AUTH_GOOGLE_CLIENT_ID is set' },
  { name: 'AUTH_FACEBOOK_CLIENT_SECRET', production: false, what: 'Facebook sign-in, when AUTH_FACEBOOK_CLIENT_ID is set' },
  { name: 'AUTH_TWITTER_CLIENT_SECRET', production: false, what: 'X (Twitter) sign-in, when AUTH_TWITTER_CLIENT_ID is set' },
  { name: 'AUTH_APPLE_PRIVATE_KEY', production: false, what: 'Sign in with Apple key (PKCS8 PEM), when AUTH_APPLE_CLIENT_ID is set' },
  { name: 'CSRF_SECRET', production: false, what: 'reserved: listed in .dev.vars.example, read by no code today' },
];

/** The secrets of `SECRETS` not among `set`, required ones first. */
export function unsetSecrets(set: Iterable<string>): SecretSpec[] {
  const have = new Set(set);
  const missing = SECRETS.filter((s) => !have.has(s.name));
  return [...missing.filter((s) => s.production), ...missing.filter((s) => !s.production)];
}
