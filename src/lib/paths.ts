import path from 'node:path'

/** Where the app keeps what it writes: the SQLite file, uploads, the outbox. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || path.join(process.cwd(), 'data'))
}

export const mediaDir = () => path.join(dataDir(), 'media')
/** CVs live here, outside anything served publicly; only HR and admins can read them through the admin. */
export const privateFilesDir = () => path.join(dataDir(), 'private')
export const sqliteFile = () => path.join(dataDir(), 'manzil.db')
