import type { PayloadRequest, SanitizedConfig, TaskHandler } from 'payload'
import { AGENCY_TIME_ZONE } from '@/lib/opening-hours'
import { deliver, mailSender } from '@/server/mail/transport'

/**
 * Scheduled publishing is Payload's own task (`schedulePublish`, queued by the admin's "Schedule"
 * and run by the default queue: src/payload.config.ts). This adds what the editor needs to know: a
 * mail to whoever scheduled it, once it has run, saying that it happened and when, or that it did
 * not and why, in both of the admin's languages, with a link to the record.
 */

type Input = { type?: 'publish' | 'unpublish' | null; doc?: { relationTo: string; value: unknown } | null; user?: { relationTo: string; value: unknown } | null }
type Outcome = { ok: true } | { ok: false; reason: string }

const TITLE_FIELDS = ['title', 'name'] as const

async function titleOf(req: PayloadRequest, collection: string, id: unknown): Promise<{ ar: string; en: string }> {
  const read = async (locale: 'ar' | 'en') => {
    const doc = (await req.payload
      .findByID({ collection: collection as 'properties', id: id as number, locale, depth: 0, draft: true, overrideAccess: true, disableErrors: true })
      .catch(() => null)) as Record<string, unknown> | null
    const title = TITLE_FIELDS.map((f) => doc?.[f]).find((v): v is string => typeof v === 'string' && v.trim() !== '')
    return title ?? `#${String(id)}`
  }
  return { ar: await read('ar'), en: await read('en') }
}

/** The mail's subject and text: Arabic first, then English. */
export function scheduledMail(input: { unpublish: boolean; title: { ar: string; en: string }; at: Date; outcome: Outcome; link: string }): { subject: string; text: string } {
  const when = (locale: string) => new Intl.DateTimeFormat(locale, { timeZone: AGENCY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(input.at)
  const { ar, en } = input.title
  const done = input.unpublish ? { ar: 'أُلغي نشر', en: 'unpublished' } : { ar: 'نُشر', en: 'published' }
  if (input.outcome.ok) {
    return {
      subject: `${done.ar} «${ar}» في موعده · “${en}” ${done.en} as scheduled`,
      text: [`${done.ar} «${ar}» كما جُدول، في ${when('ar')}.`, '', `“${en}” was ${done.en} as scheduled, at ${when('en')}.`, '', input.link].join('\n'),
    }
  }
  const reason = input.outcome.reason
  return {
    subject: `لم يُنفَّذ الموعد المجدول لـ«${ar}» · “${en}” was not ${done.en}`,
    text: [
      `لم يُنفَّذ ${input.unpublish ? 'إلغاء النشر' : 'النشر'} المجدول لـ«${ar}» في ${when('ar')}: ${reason}`,
      'افتح السجل وصحّح ما يلزم، ثم انشره أو جدوله من جديد.',
      '',
      `“${en}” was not ${done.en} as scheduled at ${when('en')}: ${reason}`,
      'Open the record, correct what is needed, then publish or schedule it again.',
      '',
      input.link,
    ].join('\n'),
  }
}

async function tellEditor(req: PayloadRequest, input: Input, outcome: Outcome): Promise<void> {
  const doc = input.doc
  const user = input.user
  if (!doc || !user) return
  try {
    const account = (await req.payload.findByID({ collection: user.relationTo as 'users', id: user.value as number, depth: 0, overrideAccess: true, disableErrors: true })) as { email?: string } | null
    if (!account?.email) return
    const title = await titleOf(req, doc.relationTo, doc.value)
    const base = req.payload.config.serverURL || process.env.NEXT_PUBLIC_SITE_URL || ''
    const link = `${base}/admin/collections/${doc.relationTo}/${String(doc.value)}`
    const sender = mailSender()
    const mail = scheduledMail({ unpublish: input.type === 'unpublish', title, at: new Date(), outcome, link })
    await deliver({ to: account.email, from: { name: sender.name, address: sender.address }, ...mail })
  } catch (error) {
    // The publish is done (or failed) either way: a mail that cannot go is logged, not retried.
    req.payload.logger.warn({ msg: 'could not tell the editor about a scheduled publish', err: error })
  }
}

/** The sanitized config, its `schedulePublish` task now telling the editor what came of it. */
export function tellingEditorsOfSchedules(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs?.tasks?.find((t) => t.slug === 'schedulePublish')
  if (!task || typeof task.handler !== 'function') return config
  const run = task.handler as TaskHandler<'schedulePublish'>
  task.handler = (async (args) => {
    const input = args.input as Input
    try {
      const result = await run(args)
      await tellEditor(args.req, input, { ok: true })
      return result
    } catch (error) {
      await tellEditor(args.req, input, { ok: false, reason: error instanceof Error ? error.message : String(error) })
      throw error
    }
  }) as TaskHandler<'schedulePublish'>
  return config
}
