import { describe, expect, it } from 'vitest';
import { setBindingValue } from './toml-ids.ts';

const TOML = `# top comment
[[d1_databases]]
binding = "DB"
database_id = "00000000-0000-4000-8000-000000000000"

[env.staging]

[[env.staging.d1_databases]]
binding = "DB"
database_name = "edgewire-staging"
database_id = "00000000-0000-4000-8000-000000000000" # written by provision
migrations_dir = "d1-migrations"

# the events database
[[env.staging.d1_databases]]
binding = "EVENTS_DB"
database_name = "edgewire-staging-events"

[[env.staging.kv_namespaces]]
binding = "CACHE"
id = "00000000000000000000000000000000"
`;

describe('setBindingValue', () => {
  it('replaces the one key of the one block, keeping its trailing comment and every other line', () => {
    const out = setBindingValue(TOML, { table: 'env.staging.d1_databases', binding: 'DB', key: 'database_id' }, 'abc');
    expect(out).toBe(TOML.replace('database_id = "00000000-0000-4000-8000-000000000000" # written', 'database_id = "abc" # written'));
  });

  it('adds the key after the binding line when the block has none', () => {
    const out = setBindingValue(TOML, { table: 'env.staging.d1_databases', binding: 'EVENTS_DB', key: 'database_id' }, 'def');
    expect(out).toContain('binding = "EVENTS_DB"\ndatabase_id = "def"\ndatabase_name = "edgewire-staging-events"');
    expect(out.split('\n').length).toBe(TOML.split('\n').length + 1);
  });

  it('leaves the top level alone and throws when no block matches', () => {
    const out = setBindingValue(TOML, { table: 'env.staging.kv_namespaces', binding: 'CACHE', key: 'id' }, 'f'.repeat(32));
    expect(out.startsWith('# top comment\n[[d1_databases]]\nbinding = "DB"\ndatabase_id = "00000000-0000-4000-8000-000000000000"')).toBe(
      true,
    );
    expect(out).toContain(`id = "${'f'.repeat(32)}"`);
    expect(() => setBindingValue(TOML, { table: 'env.production.kv_namespaces', binding: 'CACHE', key: 'id' }, 'x')).toThrow(
      'no [[env.production.kv_namespaces]] block with binding = "CACHE"',
    );
  });
});
