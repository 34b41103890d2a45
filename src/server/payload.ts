import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export function payloadClient(): Promise<Payload> {
  // cron: the mail queue's retries run inside the app server.
  return getPayload({ config, cron: true })
}
