import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_careers_salary_period" AS ENUM('hour', 'day', 'week', 'month', 'year');
  ALTER TABLE "careers" ADD COLUMN "salary_min" numeric;
  ALTER TABLE "careers" ADD COLUMN "salary_max" numeric;
  ALTER TABLE "careers" ADD COLUMN "salary_currency" varchar DEFAULT 'AED';
  ALTER TABLE "careers" ADD COLUMN "salary_period" "enum_careers_salary_period" DEFAULT 'month';
  ALTER TABLE "media" ADD COLUMN "sizes_og_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_filename" varchar;
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_og_sizes_og_filename_idx";
  ALTER TABLE "careers" DROP COLUMN "salary_min";
  ALTER TABLE "careers" DROP COLUMN "salary_max";
  ALTER TABLE "careers" DROP COLUMN "salary_currency";
  ALTER TABLE "careers" DROP COLUMN "salary_period";
  ALTER TABLE "media" DROP COLUMN "sizes_og_url";
  ALTER TABLE "media" DROP COLUMN "sizes_og_width";
  ALTER TABLE "media" DROP COLUMN "sizes_og_height";
  ALTER TABLE "media" DROP COLUMN "sizes_og_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_og_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_og_filename";
  DROP TYPE "public"."enum_careers_salary_period";`)
}
