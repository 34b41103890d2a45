import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "properties_price_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"from" numeric,
  	"to" numeric,
  	"currency" varchar,
  	"from_currency" varchar,
  	"by_id" integer
  );
  
  ALTER TABLE "properties" ADD COLUMN "price_reduced_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "price_before" numeric;
  ALTER TABLE "properties_price_history" ADD CONSTRAINT "properties_price_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_price_history" ADD CONSTRAINT "properties_price_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_price_history_order_idx" ON "properties_price_history" USING btree ("_order");
  CREATE INDEX "properties_price_history_parent_id_idx" ON "properties_price_history" USING btree ("_parent_id");
  CREATE INDEX "properties_price_history_by_idx" ON "properties_price_history" USING btree ("by_id");
  CREATE INDEX "properties_price_reduced_at_idx" ON "properties" USING btree ("price_reduced_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_price_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_price_history" CASCADE;
  DROP INDEX "properties_price_reduced_at_idx";
  ALTER TABLE "properties" DROP COLUMN "price_reduced_at";
  ALTER TABLE "properties" DROP COLUMN "price_before";`)
}
