import type { TaskConfig } from 'payload'
import { readingDirect } from '../direct-reads'
import { MAIL_QUEUE } from '../mail/jobs'

/**
 * The jobs of saved-search alerts, in the mail queue (claimed atomically: src/server/mail/claim.ts):
 * a confirmation mail per alert asked for, a look every minute at the alerts that are due, and a
 * digest per look. They run outside any request, so their reads go straight to the database
 * (../direct-reads.ts). Their work is loaded when they run, so loading the CMS's config (scripts,
 * migrations) does not load the site's listing code.
 */
export const ALERT_CONFIRM_TASK = 'alertConfirm'
export const ALERT_SCAN_TASK = 'alertScan'
export const ALERT_DIGEST_TASK = 'alertDigest'

const retries = { attempts: 6, backoff: { type: 'exponential' as const, delay: 15_000 } }

/** The confirmation mail of a new alert: a failed send is retried with backoff. */
export const alertConfirmTask: TaskConfig<{ input: { alert: number }; output: { sent: boolean } }> = {
  slug: ALERT_CONFIRM_TASK,
  retries,
  inputSchema: [{ name: 'alert', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const { sendConfirmation } = await import('./digest')
    return { output: await readingDirect(() => sendConfirmation(req.payload, input.alert)) }
  },
}

/** One look of one alert: the mail of what is new, sent once; retried with backoff when the mail server fails. */
export const alertDigestTask: TaskConfig<{ input: { alert: number }; output: { sent: number } }> = {
  slug: ALERT_DIGEST_TASK,
  retries,
  inputSchema: [{ name: 'alert', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => {
    const { runDigest } = await import('./digest')
    return { output: await readingDirect(() => runDigest(req.payload, input.alert)) }
  },
}

/** Every minute: the alerts that are due, claimed and queued (src/server/alerts/digest.ts). */
export const alertScanTask: TaskConfig<{ input: object; output: { claimed: number } }> = {
  slug: ALERT_SCAN_TASK,
  schedule: [{ cron: '* * * * *', queue: MAIL_QUEUE }],
  outputSchema: [{ name: 'claimed', type: 'number' }],
  handler: async ({ req }) => {
    const { scanAlerts } = await import('./digest')
    return { output: { claimed: (await readingDirect(() => scanAlerts(req.payload))).length } }
  },
}

export const alertTasks = [alertConfirmTask, alertDigestTask, alertScanTask]
