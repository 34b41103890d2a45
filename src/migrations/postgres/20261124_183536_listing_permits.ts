import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "permit_verified_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "permit_verified_by_id" integer;
  ALTER TABLE "properties_locales" ADD COLUMN "permit_authority" varchar;
  ALTER TABLE "projects" ADD COLUMN "permit_number" varchar;
  ALTER TABLE "projects" ADD COLUMN "permit_verified_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "permit_verified_by_id" integer;
  ALTER TABLE "projects_locales" ADD COLUMN "permit_authority" varchar;
  ALTER TABLE "countries" ADD COLUMN "permits_required" boolean DEFAULT false;
  ALTER TABLE "countries" ADD COLUMN "permits_check_url" varchar;
  ALTER TABLE "countries_locales" ADD COLUMN "permits_authority" varchar;
  ALTER TABLE "states" ADD COLUMN "permits_own" boolean DEFAULT false;
  ALTER TABLE "states" ADD COLUMN "permits_required" boolean DEFAULT false;
  ALTER TABLE "states" ADD COLUMN "permits_check_url" varchar;
  ALTER TABLE "states_locales" ADD COLUMN "permits_authority" varchar;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_permit_verified_by_id_users_id_fk" FOREIGN KEY ("permit_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_permit_verified_by_id_users_id_fk" FOREIGN KEY ("permit_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "properties_permit_permit_verified_by_idx" ON "properties" USING btree ("permit_verified_by_id");
  CREATE INDEX "projects_permit_permit_verified_by_idx" ON "projects" USING btree ("permit_verified_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" DROP CONSTRAINT "properties_permit_verified_by_id_users_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_permit_verified_by_id_users_id_fk";
  
  DROP INDEX "properties_permit_permit_verified_by_idx";
  DROP INDEX "projects_permit_permit_verified_by_idx";
  ALTER TABLE "properties" DROP COLUMN "permit_verified_at";
  ALTER TABLE "properties" DROP COLUMN "permit_verified_by_id";
  ALTER TABLE "properties_locales" DROP COLUMN "permit_authority";
  ALTER TABLE "projects" DROP COLUMN "permit_number";
  ALTER TABLE "projects" DROP COLUMN "permit_verified_at";
  ALTER TABLE "projects" DROP COLUMN "permit_verified_by_id";
  ALTER TABLE "projects_locales" DROP COLUMN "permit_authority";
  ALTER TABLE "countries" DROP COLUMN "permits_required";
  ALTER TABLE "countries" DROP COLUMN "permits_check_url";
  ALTER TABLE "countries_locales" DROP COLUMN "permits_authority";
  ALTER TABLE "states" DROP COLUMN "permits_own";
  ALTER TABLE "states" DROP COLUMN "permits_required";
  ALTER TABLE "states" DROP COLUMN "permits_check_url";
  ALTER TABLE "states_locales" DROP COLUMN "permits_authority";`)
}
