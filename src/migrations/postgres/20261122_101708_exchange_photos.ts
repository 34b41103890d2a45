import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "exchange_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar
  );
  
  -- Photos pointed at the public media library before; no form could set them, and they are not carried over.
  DELETE FROM "exchange_requests_rels" WHERE "media_id" IS NOT NULL;
  ALTER TABLE "exchange_requests_rels" DROP CONSTRAINT "exchange_requests_rels_media_fk";
  
  DROP INDEX "exchange_requests_rels_media_id_idx";
  ALTER TABLE "exchange_requests_rels" ADD COLUMN "exchange_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exchange_photos_id" integer;
  CREATE INDEX "exchange_photos_updated_at_idx" ON "exchange_photos" USING btree ("updated_at");
  CREATE INDEX "exchange_photos_created_at_idx" ON "exchange_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "exchange_photos_filename_idx" ON "exchange_photos" USING btree ("filename");
  CREATE INDEX "exchange_photos_sizes_thumb_sizes_thumb_filename_idx" ON "exchange_photos" USING btree ("sizes_thumb_filename");
  ALTER TABLE "exchange_requests_rels" ADD CONSTRAINT "exchange_requests_rels_exchange_photos_fk" FOREIGN KEY ("exchange_photos_id") REFERENCES "public"."exchange_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exchange_photos_fk" FOREIGN KEY ("exchange_photos_id") REFERENCES "public"."exchange_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exchange_requests_rels_exchange_photos_id_idx" ON "exchange_requests_rels" USING btree ("exchange_photos_id");
  CREATE INDEX "payload_locked_documents_rels_exchange_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("exchange_photos_id");
  ALTER TABLE "exchange_requests_rels" DROP COLUMN "media_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exchange_photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exchange_photos" CASCADE;
  ALTER TABLE "exchange_requests_rels" DROP CONSTRAINT IF EXISTS "exchange_requests_rels_exchange_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_exchange_photos_fk";
  
  DROP INDEX "exchange_requests_rels_exchange_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_exchange_photos_id_idx";
  ALTER TABLE "exchange_requests_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "exchange_requests_rels" ADD CONSTRAINT "exchange_requests_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exchange_requests_rels_media_id_idx" ON "exchange_requests_rels" USING btree ("media_id");
  ALTER TABLE "exchange_requests_rels" DROP COLUMN "exchange_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exchange_photos_id";`)
}
