// Where the local stand-ins of the e2e server listen, and the Worker variables they handed it:
// scripts/start.ts writes their list to .tmp/standins-<port>.json when it starts them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Listed = { name: string; url: string; vars?: Record<string, string> };

function standIn(name: string): Listed {
  const port = Number(process.env.E2E_PORT ?? 8788);
  const file = path.join(process.cwd(), '.tmp', `standins-${port}.json`);
  const found = (JSON.parse(readFileSync(file, 'utf8')) as Listed[]).find((s) => s.name === name);
  if (!found) throw new Error(`no ${name} in ${file}`);
  return found;
}

export const standInUrl = (name: string) => standIn(name).url;
export const standInVars = (name: string) => standIn(name).vars ?? {};
