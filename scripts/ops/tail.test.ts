// `npm run tail`: the environments wrangler.toml deploys (staging and production), refused in one line
// otherwise, before wrangler runs.
import { describe, expect, it } from 'vitest';
import { deployedEnvironments, tailArgs } from './tail.ts';

describe('npm run tail', () => {
  it('tails a deployed environment in pretty format, passing the rest to wrangler', () => {
    expect(tailArgs(['--env', 'staging'])).toEqual({ args: ['tail', '--env', 'staging', '--format', 'pretty'] });
    expect(tailArgs(['--env=production', '--status', 'error'])).toEqual({
      args: ['tail', '--env', 'production', '--format', 'pretty', '--status', 'error'],
    });
  });

  it('knows the environments from wrangler.toml', () => {
    expect(deployedEnvironments()).toEqual(['staging', 'production']);
  });

  it('refuses an unknown or missing environment in one line', () => {
    expect(tailArgs(['--env', 'prod'])).toEqual({
      error: 'unknown environment "prod": use --env staging|production (the environments wrangler.toml deploys)',
    });
    expect(tailArgs([])).toEqual({ error: 'usage: npm run tail -- --env <staging|production> [wrangler tail options]' });
    expect(tailArgs(['--env'])).toHaveProperty('error');
  });
});
