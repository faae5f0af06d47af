/**
 * The one server every browser test talks to (started by playwright.config.ts). E2E_PORT moves
 * it, so two runs on one machine do not collide; each port gets its own fresh data folder.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;

/** The first administrator, created by the server at start-up; tests create other accounts through it. */
export const E2E_ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' } as const;
