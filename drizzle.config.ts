import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './site/server/db/schema.ts',
  out: './site/server/db/migrations',
});
