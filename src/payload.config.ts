import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { collections } from './collections'
import { databaseKind, readEnv, resolveSecret } from './env'
import { Menus, Settings } from './globals'
import { defaultLocale, locales } from './i18n/locales'
import { AGENCY_TIME_ZONE } from './lib/opening-hours'
import { sqliteFile } from './lib/paths'
import { PREVIEW_COLLECTIONS, previewLink } from './lib/preview'
import { sqliteDatabase } from './server/db/sqlite'
import { keepFieldErrors } from './server/admin/field-errors'
import { tellingEditorsOfSchedules } from './server/admin/scheduled'
import { withAtomicJobClaims } from './server/mail/claim'
import { MAIL_QUEUE, notifyStaffTask } from './server/mail/jobs'
import { alertTasks } from './server/alerts/jobs'
import { siteMailAdapter } from './server/mail/transport'
import { storagePlugin } from './server/storage/s3'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = readEnv()

function database() {
  if (databaseKind(env) === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL, max: 10 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  const url = env.DATABASE_URL?.startsWith('file:') ? env.DATABASE_URL : `file:${sqliteFile()}`
  // Transactions on, in WAL mode (src/server/db/sqlite.ts): a photo is never stored without its request.
  return sqliteDatabase({
    client: { url },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
  })
}

export default buildConfig({
  serverURL: env.NEXT_PUBLIC_SITE_URL ?? '',
  secret: resolveSecret(env),
  admin: {
    user: 'users',
    // No gravatar: the admin makes no request outside the site.
    avatar: 'default',
    meta: { titleSuffix: ' · Manzil' },
    importMap: { baseDir: dirname },
    dateFormat: 'yyyy-MM-dd',
    // Live preview beside the form: the record's real page in the admin's language, at a phone's
    // width or a desktop's, read again after each save (src/lib/preview.ts, PreviewBar).
    livePreview: {
      collections: [...PREVIEW_COLLECTIONS],
      url: ({ data, collectionConfig, locale }) => previewLink(collectionConfig?.slug ?? '', data as { id?: number }, locale?.code, resolveSecret(env)) ?? '',
      breakpoints: [
        { name: 'phone', label: 'Phone · 390', width: 390, height: 844 },
        { name: 'desktop', label: 'Desktop · 1280', width: 1280, height: 800 },
      ],
    },
    // Scheduled publishing is set in the agency's time zone unless the editor picks another market's.
    timezones: {
      defaultTimezone: AGENCY_TIME_ZONE,
      supportedTimezones: [
        { value: 'Asia/Dubai', label: 'Dubai (GMT+4)' },
        { value: 'Asia/Riyadh', label: 'Riyadh (GMT+3)' },
        { value: 'Africa/Cairo', label: 'Cairo' },
      ],
    },
  },
  collections,
  globals: [Settings, Menus],
  editor: lexicalEditor(),
  db: withAtomicJobClaims(database()),
  // Password resets and account checks go out like the staff mail: SMTP_URL, else the outbox folder.
  email: siteMailAdapter,
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  hooks: { afterError: [keepFieldErrors] },
  localization: {
    locales: locales.map((l) => ({ code: l.code, label: { ar: l.label, en: l.englishLabel }, rtl: l.rtl })),
    defaultLocale,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { ar, en },
    fallbackLanguage: 'ar',
    // Payload's Arabic names the placeholder in Arabic, so the schedule drawer showed "{{العنوان}}".
    translations: { ar: { general: { schedulePublishFor: 'جدولة النشر لـ«{{title}}»' } } },
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  upload: { limits: { fileSize: 10 * 1024 * 1024 } },
  plugins: [storagePlugin(env)],
  jobs: {
    tasks: [notifyStaffTask, ...alertTasks],
    // Staff notifications and alert mails: sent right after a form post, and retried every minute until they go;
    // the alerts' look (a schedule of the same queue) runs every minute too.
    // Scheduled publishing (Payload's own task, on the default queue) runs at the first minute past its time.
    autoRun: [
      { cron: '* * * * *', queue: MAIL_QUEUE, limit: 20 },
      { cron: '* * * * *', queue: 'default', limit: 20 },
    ],
    deleteJobOnComplete: false,
  },
}).then(tellingEditorsOfSchedules)
