// drizzle-kit settings: `pnpm db:generate` diffs src/db/schema.ts against the last snapshot and writes SQL to drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
