import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh data directory per run: the browser tests start from an empty database.
const dataDir = `.tmp/e2e-${process.pid}-${Date.now()}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  // Two workers share two cores with the server and its grader threads: a page or a reply
  // that waits on a thread busy with the other worker's resume needs more than the default
  // 5 s (two such waits failed a CI run that passed on a rerun).
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: browser downloads are not possible here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The server as `npm start` runs it (its flags and environment), already built.
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Each contact test sends from its own X-Forwarded-For address and gets its own limit:
      // the test runner is the proxy, on loopback.
      TRUST_PROXY: 'loopback',
      // Every browser test signs in from one address; limits are tested in the API suite.
      AUTH_RATE_LIMIT: 'off',
      CONTACT_RATE_LIMIT: '3',
    },
  },
});
