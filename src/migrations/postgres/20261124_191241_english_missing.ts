import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "english_missing" boolean DEFAULT true;
  ALTER TABLE "projects" ADD COLUMN "english_missing" boolean DEFAULT true;
  CREATE INDEX "properties_english_missing_idx" ON "properties" USING btree ("english_missing");
  CREATE INDEX "projects_english_missing_idx" ON "projects" USING btree ("english_missing");
  -- The listings there are: flagged by whether they have an English title now.
  UPDATE "properties" SET "english_missing" = NOT EXISTS (SELECT 1 FROM "properties_locales" l WHERE l."_parent_id" = "properties"."id" AND l."_locale" = 'en' AND trim(coalesce(l."title", '')) <> '');
  UPDATE "projects" SET "english_missing" = NOT EXISTS (SELECT 1 FROM "projects_locales" l WHERE l."_parent_id" = "projects"."id" AND l."_locale" = 'en' AND trim(coalesce(l."name", '')) <> '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "properties_english_missing_idx";
  DROP INDEX "projects_english_missing_idx";
  ALTER TABLE "properties" DROP COLUMN "english_missing";
  ALTER TABLE "projects" DROP COLUMN "english_missing";`)
}
