import { fileURLToPath } from 'node:url';

// In the source tree this file sits beside migrations/; the API build bundles it into
// dist/server.js and copies the folder to dist/migrations, so the same relative URL works.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
