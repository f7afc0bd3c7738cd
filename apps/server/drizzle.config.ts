import { defineConfig } from 'drizzle-kit'

// Generates SQL migrations from the schema: `npm run db:generate --workspace apps/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
})
