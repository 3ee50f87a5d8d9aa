// drizzle-kit's output directory is wrangler's migrations_dir: the schema is the source of truth.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema/index.ts',
  out: './d1-migrations',
});
