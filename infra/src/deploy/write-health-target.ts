/**
 * Prints a part's health target as JSON (health-target.ts):  tsx infra/src/deploy/write-health-target.ts stories
 * Run by the Dockerfiles' build stages; healthcheck.mjs reads the file they write.
 */
import { healthTarget } from './health-target';

try {
  console.log(JSON.stringify(healthTarget(process.argv[2] ?? '')));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
