import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_price_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`from\` numeric,
  	\`to\` numeric,
  	\`currency\` text,
  	\`from_currency\` text,
  	\`by_id\` integer,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_price_history_order_idx\` ON \`properties_price_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_history_parent_id_idx\` ON \`properties_price_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_history_by_idx\` ON \`properties_price_history\` (\`by_id\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`price_reduced_at\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`price_before\` numeric;`)
  await db.run(sql`CREATE INDEX \`properties_price_reduced_at_idx\` ON \`properties\` (\`price_reduced_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_price_history\`;`)
  await db.run(sql`DROP INDEX \`properties_price_reduced_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`price_reduced_at\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`price_before\`;`)
}
