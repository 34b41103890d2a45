import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_content_changes_op" AS ENUM('change', 'delete', 'reset');
  CREATE TABLE "content_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" varchar NOT NULL,
  	"doc" numeric,
  	"op" "enum_content_changes_op" DEFAULT 'change' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_changes_id" integer;
  CREATE INDEX "content_changes_updated_at_idx" ON "content_changes" USING btree ("updated_at");
  CREATE INDEX "content_changes_created_at_idx" ON "content_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_changes_fk" FOREIGN KEY ("content_changes_id") REFERENCES "public"."content_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_content_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("content_changes_id");`)
  // Every app process listens on this channel; a notification is delivered when the inserting
  // transaction commits, and never for one that rolls back (src/server/delivery/listen.ts).
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "manzil_notify_content_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('manzil_changes', NEW."id"::text);
    RETURN NEW;
  END
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER "content_changes_notify" AFTER INSERT ON "content_changes" FOR EACH ROW EXECUTE FUNCTION "manzil_notify_content_change"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS "content_changes_notify" ON "content_changes";
  DROP FUNCTION IF EXISTS "manzil_notify_content_change"();
  ALTER TABLE "content_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "content_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_content_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_content_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_changes_id";
  DROP TYPE "public"."enum_content_changes_op";`)
}
