import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`currencies\` ADD \`area_unit\` text DEFAULT 'm2';`)
  // Adverts in the UAE and the US give areas in square feet: visitors of their currencies start there.
  await db.run(sql`UPDATE \`currencies\` SET \`area_unit\` = 'sqft' WHERE \`code\` IN ('AED', 'USD');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`currencies\` DROP COLUMN \`area_unit\`;`)
}
