import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_currencies_area_unit" AS ENUM('m2', 'sqft');
  ALTER TABLE "currencies" ADD COLUMN "area_unit" "enum_currencies_area_unit" DEFAULT 'm2';`)
  // Adverts in the UAE and the US give areas in square feet: visitors of their currencies start there.
  await db.execute(sql`UPDATE "currencies" SET "area_unit" = 'sqft' WHERE "code" IN ('AED', 'USD');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "currencies" DROP COLUMN "area_unit";
  DROP TYPE "public"."enum_currencies_area_unit";`)
}
