import { Migration20261122000100_platform } from './Migration20261122000100_platform.ts';

/**
 * Every migration in the order it runs. Listed explicitly (rather than found by a file glob) so the
 * API, the CLI, vitest and the worker all apply exactly the same set. Never edit one that landed:
 * add a new file and append it here.
 */
export const migrationsList = [
  { name: 'Migration20261122000100_platform', class: Migration20261122000100_platform },
];
