import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`english_missing\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`properties_english_missing_idx\` ON \`properties\` (\`english_missing\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`english_missing\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`projects_english_missing_idx\` ON \`projects\` (\`english_missing\`);`)
  // The listings there are: flagged by whether they have an English title now.
  await db.run(sql`UPDATE \`properties\` SET \`english_missing\` = NOT EXISTS (SELECT 1 FROM \`properties_locales\` l WHERE l.\`_parent_id\` = \`properties\`.\`id\` AND l.\`_locale\` = 'en' AND trim(coalesce(l.\`title\`, '')) <> '');`)
  await db.run(sql`UPDATE \`projects\` SET \`english_missing\` = NOT EXISTS (SELECT 1 FROM \`projects_locales\` l WHERE l.\`_parent_id\` = \`projects\`.\`id\` AND l.\`_locale\` = 'en' AND trim(coalesce(l.\`name\`, '')) <> '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`properties_english_missing_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`english_missing\`;`)
  await db.run(sql`DROP INDEX \`projects_english_missing_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`english_missing\`;`)
}
