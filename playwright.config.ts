import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_BROWSER, E2E_BROWSER_ARGS, E2E_DATA_DIR, E2E_PORT } from './e2e/support/e2e-settings.ts';

export default defineConfig({
  testDir: './e2e',
  outputDir: `.tmp/playwright-results-${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Deadlines, not measures: generous, so a busy shared machine slows a test down without failing it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // Pulsing dots and spinners stop (the site honours reduced motion), so the browser is not redrawing them in
    // software all through the run on a 2-core machine.
    reducedMotion: 'reduce',
    // Recording a trace of every test costs a sixth of the run's CPU; E2E_TRACE=1 keeps one of each failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The service worker would take requests past page.route stubs; e2e/push.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: E2E_BROWSER,
      args: E2E_BROWSER_ARGS,
    },
  },
  // Unread dots count every public channel, so the chat tests run last and one at a time: other
  // specs (and parallel chat tests) posting in public channels would light a fresh member's dots.
  projects: [
    { name: 'main', testIgnore: /chat\.spec\.ts$/ },
    { name: 'chat', testMatch: /chat\.spec\.ts$/, dependencies: ['main'], fullyParallel: false },
  ],
  webServer: {
    // A fresh database for every run: a PostgreSQL copy with TEST_DATABASE_URL, else an embedded PGlite folder.
    // TEST_SERVER_NODE runs it on another Node binary, to try one by hand (CI does not set it).
    command: `${process.env.TEST_SERVER_NODE ?? 'node'} --import tsx e2e/support/start-server.ts`,
    url: `${E2E_BASE_URL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // scrypt at its lowest cost: the tests make hundreds of accounts, and the cost is not what they test.
      PASSWORD_SCRYPT_LOG_N: '10',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every test signs up from 127.0.0.1 (sign-ups count per address; sign-ins only count failures, so the
      // production sign-in limits hold here), and some post dozens of messages at once through the API.
      REGISTER_MAX_PER_ADDRESS: '10000',
      CHAT_POST_BURST: '10000',
      // Every page of every test opens its live stream from 127.0.0.1, several a second with two workers.
      LIVE_STREAM_OPENS_PER_MINUTE: '100000',
    },
  },
});
