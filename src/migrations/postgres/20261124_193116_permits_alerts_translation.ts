import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_alerts_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_search_alerts_frequency" AS ENUM('instant', 'daily', 'weekly');
  CREATE TYPE "public"."enum_search_alerts_kind" AS ENUM('properties', 'projects');
  CREATE TYPE "public"."enum_search_alerts_locale" AS ENUM('ar', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertConfirm';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertDigest';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertScan';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertConfirm';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertScan';
  CREATE TABLE "search_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_search_alerts_status" DEFAULT 'pending' NOT NULL,
  	"frequency" "enum_search_alerts_frequency" DEFAULT 'daily' NOT NULL,
  	"kind" "enum_search_alerts_kind" DEFAULT 'properties' NOT NULL,
  	"luxury" boolean DEFAULT false,
  	"locale" "enum_search_alerts_locale" DEFAULT 'ar' NOT NULL,
  	"currency" varchar,
  	"query" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"sent_count" numeric DEFAULT 0,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"next_run_at" timestamp(3) with time zone,
  	"checked_up_to" timestamp(3) with time zone,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_keys" jsonb,
  	"token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "properties" ADD COLUMN "permit_verified_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "permit_verified_by_id" integer;
  ALTER TABLE "properties" ADD COLUMN "english_missing" boolean DEFAULT true;
  ALTER TABLE "properties" ADD COLUMN "listed_at" timestamp(3) with time zone;
  ALTER TABLE "properties_locales" ADD COLUMN "permit_authority" varchar;
  ALTER TABLE "projects" ADD COLUMN "permit_number" varchar;
  ALTER TABLE "projects" ADD COLUMN "permit_verified_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "permit_verified_by_id" integer;
  ALTER TABLE "projects" ADD COLUMN "english_missing" boolean DEFAULT true;
  ALTER TABLE "projects" ADD COLUMN "listed_at" timestamp(3) with time zone;
  ALTER TABLE "projects_locales" ADD COLUMN "permit_authority" varchar;
  ALTER TABLE "countries" ADD COLUMN "permits_required" boolean DEFAULT false;
  ALTER TABLE "countries" ADD COLUMN "permits_check_url" varchar;
  ALTER TABLE "countries_locales" ADD COLUMN "permits_authority" varchar;
  ALTER TABLE "states" ADD COLUMN "permits_own" boolean DEFAULT false;
  ALTER TABLE "states" ADD COLUMN "permits_required" boolean DEFAULT false;
  ALTER TABLE "states" ADD COLUMN "permits_check_url" varchar;
  ALTER TABLE "states_locales" ADD COLUMN "permits_authority" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_alerts_id" integer;
  CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree ("email");
  CREATE INDEX "search_alerts_status_idx" ON "search_alerts" USING btree ("status");
  CREATE UNIQUE INDEX "search_alerts_token_idx" ON "search_alerts" USING btree ("token");
  CREATE INDEX "search_alerts_updated_at_idx" ON "search_alerts" USING btree ("updated_at");
  CREATE INDEX "search_alerts_created_at_idx" ON "search_alerts" USING btree ("created_at");
  CREATE INDEX "status_nextRunAt_idx" ON "search_alerts" USING btree ("status","next_run_at");
  ALTER TABLE "properties" ADD CONSTRAINT "properties_permit_verified_by_id_users_id_fk" FOREIGN KEY ("permit_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_permit_verified_by_id_users_id_fk" FOREIGN KEY ("permit_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_alerts_fk" FOREIGN KEY ("search_alerts_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_permit_permit_verified_by_idx" ON "properties" USING btree ("permit_verified_by_id");
  CREATE INDEX "properties_english_missing_idx" ON "properties" USING btree ("english_missing");
  CREATE INDEX "properties_listed_at_idx" ON "properties" USING btree ("listed_at");
  CREATE INDEX "projects_permit_permit_verified_by_idx" ON "projects" USING btree ("permit_verified_by_id");
  CREATE INDEX "projects_english_missing_idx" ON "projects" USING btree ("english_missing");
  CREATE INDEX "projects_listed_at_idx" ON "projects" USING btree ("listed_at");
  CREATE INDEX "payload_locked_documents_rels_search_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("search_alerts_id");
  -- Listings published before listing dates were kept count as listed when they were created.
  UPDATE "properties" SET "listed_at" = "created_at" WHERE "published" = true;
  UPDATE "projects" SET "listed_at" = "created_at" WHERE "published" = true;
  -- The listings there are: flagged by whether they have an English title now.
  UPDATE "properties" SET "english_missing" = NOT EXISTS (SELECT 1 FROM "properties_locales" l WHERE l."_parent_id" = "properties"."id" AND l."_locale" = 'en' AND trim(coalesce(l."title", '')) <> '');
  UPDATE "projects" SET "english_missing" = NOT EXISTS (SELECT 1 FROM "projects_locales" l WHERE l."_parent_id" = "projects"."id" AND l."_locale" = 'en' AND trim(coalesce(l."name", '')) <> '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_alerts" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "properties" DROP CONSTRAINT "properties_permit_verified_by_id_users_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_permit_verified_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_alerts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaff');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaff');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "properties_permit_permit_verified_by_idx";
  DROP INDEX "properties_english_missing_idx";
  DROP INDEX "properties_listed_at_idx";
  DROP INDEX "projects_permit_permit_verified_by_idx";
  DROP INDEX "projects_english_missing_idx";
  DROP INDEX "projects_listed_at_idx";
  DROP INDEX "payload_locked_documents_rels_search_alerts_id_idx";
  ALTER TABLE "properties" DROP COLUMN "permit_verified_at";
  ALTER TABLE "properties" DROP COLUMN "permit_verified_by_id";
  ALTER TABLE "properties" DROP COLUMN "english_missing";
  ALTER TABLE "properties" DROP COLUMN "listed_at";
  ALTER TABLE "properties_locales" DROP COLUMN "permit_authority";
  ALTER TABLE "projects" DROP COLUMN "permit_number";
  ALTER TABLE "projects" DROP COLUMN "permit_verified_at";
  ALTER TABLE "projects" DROP COLUMN "permit_verified_by_id";
  ALTER TABLE "projects" DROP COLUMN "english_missing";
  ALTER TABLE "projects" DROP COLUMN "listed_at";
  ALTER TABLE "projects_locales" DROP COLUMN "permit_authority";
  ALTER TABLE "countries" DROP COLUMN "permits_required";
  ALTER TABLE "countries" DROP COLUMN "permits_check_url";
  ALTER TABLE "countries_locales" DROP COLUMN "permits_authority";
  ALTER TABLE "states" DROP COLUMN "permits_own";
  ALTER TABLE "states" DROP COLUMN "permits_required";
  ALTER TABLE "states" DROP COLUMN "permits_check_url";
  ALTER TABLE "states_locales" DROP COLUMN "permits_authority";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_alerts_id";
  DROP TYPE "public"."enum_search_alerts_status";
  DROP TYPE "public"."enum_search_alerts_frequency";
  DROP TYPE "public"."enum_search_alerts_kind";
  DROP TYPE "public"."enum_search_alerts_locale";`)
}
