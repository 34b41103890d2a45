import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Written by hand: state the app servers share (rate-limit counters, used form tokens, idempotency
 * keys) when no Redis is configured. Not a Payload collection: nothing in it is content, and it is
 * read and written by plain statements (src/server/shared-store/database.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`shared_state\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`count\` integer DEFAULT 0 NOT NULL,
  	\`value\` text,
  	\`expires_at\` integer NOT NULL
  );`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`shared_state_expires_at_idx\` ON \`shared_state\` (\`expires_at\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`shared_state\`;`)
}
