import { prepareTemplates } from './database-templates.ts';

/** Vitest's global setup: the migrated template databases are made once, before any worker opens one. */
export default async function setup(): Promise<void> {
  await prepareTemplates();
}
