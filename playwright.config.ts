import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './e2e/support/e2e-settings.ts';

export default defineConfig({
  testDir: './e2e',
  outputDir: `.tmp/playwright-results-${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    // The service worker would take requests past page.route stubs; e2e/push.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Unread dots count every public channel, so the chat tests run last and one at a time: other
  // specs (and parallel chat tests) posting in public channels would light a fresh member's dots.
  projects: [
    { name: 'main', testIgnore: /chat\.spec\.ts$/ },
    { name: 'chat', testMatch: /chat\.spec\.ts$/, dependencies: ['main'], fullyParallel: false },
  ],
  webServer: {
    // A fresh embedded database for every run.
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx apps/server/src/main.ts`,
    url: `${E2E_BASE_URL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every test signs in from 127.0.0.1; the production limits would lock the suite out.
      LOGIN_MAX_PER_ADDRESS: '10000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '10000',
      REGISTER_MAX_PER_ADDRESS: '10000',
    },
  },
});
