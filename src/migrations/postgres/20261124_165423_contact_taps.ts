import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_taps_channel" AS ENUM('whatsapp', 'call', 'email');
  CREATE TYPE "public"."enum_taps_locale" AS ENUM('ar', 'en');
  CREATE TABLE "taps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum_taps_channel" NOT NULL,
  	"locale" "enum_taps_locale",
  	"property_id" integer,
  	"project_id" integer,
  	"member_id" integer,
  	"page" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "taps_id" integer;
  ALTER TABLE "taps" ADD CONSTRAINT "taps_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "taps" ADD CONSTRAINT "taps_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "taps" ADD CONSTRAINT "taps_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "taps_channel_idx" ON "taps" USING btree ("channel");
  CREATE INDEX "taps_property_idx" ON "taps" USING btree ("property_id");
  CREATE INDEX "taps_project_idx" ON "taps" USING btree ("project_id");
  CREATE INDEX "taps_member_idx" ON "taps" USING btree ("member_id");
  CREATE INDEX "taps_updated_at_idx" ON "taps" USING btree ("updated_at");
  CREATE INDEX "taps_created_at_idx" ON "taps" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_taps_fk" FOREIGN KEY ("taps_id") REFERENCES "public"."taps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_taps_id_idx" ON "payload_locked_documents_rels" USING btree ("taps_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "taps" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "taps" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_taps_fk";
  
  DROP INDEX "payload_locked_documents_rels_taps_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "taps_id";
  DROP TYPE "public"."enum_taps_channel";
  DROP TYPE "public"."enum_taps_locale";`)
}
