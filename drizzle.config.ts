import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs db/schema.ts against the committed migrations and writes a new one.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
