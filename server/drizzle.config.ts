import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/{http,mail,notify}/tables.ts'],
  out: './drizzle',
});
