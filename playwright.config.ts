import { defineConfig, type ReporterDescription } from '@playwright/test'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const jsonReport = process.env.E2E_JSON_REPORT

const reporter: ReporterDescription[] = [[process.env.CI ? 'line' : 'list']]
if (jsonReport) reporter.push(['json', { outputFile: jsonReport }])

/**
 * Browser tests against the built app, in the system's Chromium, at phone and desktop widths. Each
 * worker runs its own server on its own copy of the seeded database (tests/e2e/support/site.ts).
 */
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
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: the DOM at every step, the network, the console. Without the
    // screencast, which cost a quarter of the browser suite's CPU (the failure's screenshot is kept).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
      grepInvert: /@phone-only/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
})
