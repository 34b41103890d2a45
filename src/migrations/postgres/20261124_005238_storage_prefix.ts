import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exchange_photos" ADD COLUMN "prefix" varchar DEFAULT 'exchange-photos';
  ALTER TABLE "exchange_photos" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "cv_files" ADD COLUMN "prefix" varchar DEFAULT 'cv-files';
  ALTER TABLE "cv_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exchange_photos" DROP COLUMN "prefix";
  ALTER TABLE "exchange_photos" DROP COLUMN "_objectkey";
  ALTER TABLE "cv_files" DROP COLUMN "prefix";
  ALTER TABLE "cv_files" DROP COLUMN "_objectkey";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";`)
}
