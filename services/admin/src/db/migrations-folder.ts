import { fileURLToPath } from 'node:url';

/** The committed SQL migrations, applied at start by main.ts and by the test harness alike. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
