import { existsSync } from 'node:fs';

/**
 * The one server every browser test talks to (started by playwright.config.ts). E2E_PORT moves
 * it, so two runs on one machine do not collide; each port gets its own fresh data folder.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;

/** The first administrator, created by the server at start-up; tests create other accounts through it. */
export const E2E_ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' } as const;

/**
 * The browser the tests drive: Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself uses
 * for headless runs), the same Blink, V8 and network stack as the full browser without its user interface. The suite's
 * every axe check, form and offline phone takes a quarter less time in it than in the full browser (docs/performance.md).
 * The full Chromium (CHROMIUM_PATH) is the fallback, and the browser of the tests that need what only it has (push.spec.ts:
 * the shell refuses notifications).
 */
export const E2E_FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const E2E_BROWSER = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : E2E_FULL_CHROMIUM;
export const E2E_BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
