import { defineConfig, type ReporterDescription } from '@playwright/test'
import { e2eBaseURL, e2ePort } from './tests/e2e/support/site'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const jsonReport = process.env.E2E_JSON_REPORT

const reporter: ReporterDescription[] = [[process.env.CI ? 'line' : 'list']]
if (jsonReport) reporter.push(['json', { outputFile: jsonReport }])

/** Browser tests against the built app, in the system's Chromium, at phone and desktop widths. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter,
  use: {
    baseURL: e2eBaseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
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
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx tests/e2e/support/serve.ts',
    port: e2ePort,
    reuseExistingServer: false,
    // Migrating and seeding the demo content comes first; on a busy 2-core machine that takes minutes.
    timeout: 900_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // The tests' browsers and API clients tell the server which client they play (X-Forwarded-For) from loopback.
    env: { TRUST_PROXY: 'loopback' },
  },
})
