import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'
import { notifiedCollections, sendNotification, type NotifiedCollection } from './notify'

export const NOTIFY_TASK = 'notifyStaff'
export const MAIL_QUEUE = 'mail'

/** One mail per stored record; a failed send is retried with backoff, the record itself is never touched. */
export const notifyStaffTask: TaskConfig<{ input: { collection: string; id: string }; output: { via: string } }> = {
  slug: NOTIFY_TASK,
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'via', type: 'text' }],
  handler: async ({ input, req }) => {
    if (!(notifiedCollections as readonly string[]).includes(input.collection)) throw new Error(`not a notified collection: ${input.collection}`)
    const result = await sendNotification(req.payload, input.collection as NotifiedCollection, input.id)
    return { output: { via: result.via } }
  },
}

/**
 * After a lead, exchange request or application is stored, its notification is queued in the same
 * transaction: the mail exists exactly when the record does. The queue's cron sends and retries it.
 */
export const queueStaffNotification: CollectionAfterChangeHook = async ({ doc, operation, req, collection }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({
    task: NOTIFY_TASK,
    queue: MAIL_QUEUE,
    input: { collection: collection.slug, id: String(doc.id) },
    req,
  })
  return doc
}

/** Sends what is queued now rather than at the next cron tick; call it once a form post has been stored. */
export function sendQueuedMailSoon(payload: Payload): void {
  void payload.jobs.run({ queue: MAIL_QUEUE, limit: 10 }).catch((error: unknown) => {
    payload.logger.warn(`mail queue: ${error instanceof Error ? error.message : String(error)}`)
  })
}
