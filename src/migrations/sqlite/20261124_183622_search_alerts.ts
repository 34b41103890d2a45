import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`frequency\` text DEFAULT 'daily' NOT NULL,
  	\`kind\` text DEFAULT 'properties' NOT NULL,
  	\`luxury\` integer DEFAULT false,
  	\`locale\` text DEFAULT 'ar' NOT NULL,
  	\`currency\` text,
  	\`query\` text,
  	\`confirmed_at\` text,
  	\`last_sent_at\` text,
  	\`sent_count\` numeric DEFAULT 0,
  	\`unsubscribed_at\` text,
  	\`next_run_at\` text,
  	\`checked_up_to\` text,
  	\`claimed_at\` text,
  	\`sent_keys\` text,
  	\`token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_alerts_email_idx\` ON \`search_alerts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_status_idx\` ON \`search_alerts\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_alerts_token_idx\` ON \`search_alerts\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_updated_at_idx\` ON \`search_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_created_at_idx\` ON \`search_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_nextRunAt_idx\` ON \`search_alerts\` (\`status\`,\`next_run_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`listed_at\` text;`)
  await db.run(sql`CREATE INDEX \`properties_listed_at_idx\` ON \`properties\` (\`listed_at\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`listed_at\` text;`)
  await db.run(sql`CREATE INDEX \`projects_listed_at_idx\` ON \`projects\` (\`listed_at\`);`)
  // Listings published before listing dates were kept count as listed when they were created.
  await db.run(sql`UPDATE \`properties\` SET \`listed_at\` = \`created_at\` WHERE \`published\` = 1;`)
  await db.run(sql`UPDATE \`projects\` SET \`listed_at\` = \`created_at\` WHERE \`published\` = 1;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_alerts_id\` integer REFERENCES search_alerts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`search_alerts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_alerts\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`projects_id\` integer,
  	\`pages_id\` integer,
  	\`blogs_id\` integer,
  	\`services_id\` integer,
  	\`careers_id\` integer,
  	\`faqs_id\` integer,
  	\`videos_id\` integer,
  	\`policies_id\` integer,
  	\`team_members_id\` integer,
  	\`branches_id\` integer,
  	\`categories_id\` integer,
  	\`property_types_id\` integer,
  	\`amenities_id\` integer,
  	\`countries_id\` integer,
  	\`states_id\` integer,
  	\`cities_id\` integer,
  	\`currencies_id\` integer,
  	\`leads_id\` integer,
  	\`taps_id\` integer,
  	\`exchange_requests_id\` integer,
  	\`exchange_photos_id\` integer,
  	\`job_applications_id\` integer,
  	\`cv_files_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`content_changes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`careers_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policies_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`branches_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`amenities_id\`) REFERENCES \`amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`states_id\`) REFERENCES \`states\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`currencies_id\`) REFERENCES \`currencies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`taps_id\`) REFERENCES \`taps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exchange_requests_id\`) REFERENCES \`exchange_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exchange_photos_id\`) REFERENCES \`exchange_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_files_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_changes_id\`) REFERENCES \`content_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "pages_id", "blogs_id", "services_id", "careers_id", "faqs_id", "videos_id", "policies_id", "team_members_id", "branches_id", "categories_id", "property_types_id", "amenities_id", "countries_id", "states_id", "cities_id", "currencies_id", "leads_id", "taps_id", "exchange_requests_id", "exchange_photos_id", "job_applications_id", "cv_files_id", "media_id", "users_id", "content_changes_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "pages_id", "blogs_id", "services_id", "careers_id", "faqs_id", "videos_id", "policies_id", "team_members_id", "branches_id", "categories_id", "property_types_id", "amenities_id", "countries_id", "states_id", "cities_id", "currencies_id", "leads_id", "taps_id", "exchange_requests_id", "exchange_photos_id", "job_applications_id", "cv_files_id", "media_id", "users_id", "content_changes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_careers_id_idx\` ON \`payload_locked_documents_rels\` (\`careers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_branches_id_idx\` ON \`payload_locked_documents_rels\` (\`branches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_types_id_idx\` ON \`payload_locked_documents_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_amenities_id_idx\` ON \`payload_locked_documents_rels\` (\`amenities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_states_id_idx\` ON \`payload_locked_documents_rels\` (\`states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_currencies_id_idx\` ON \`payload_locked_documents_rels\` (\`currencies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_taps_id_idx\` ON \`payload_locked_documents_rels\` (\`taps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exchange_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`exchange_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exchange_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`exchange_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_files_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`content_changes_id\`);`)
  await db.run(sql`DROP INDEX \`properties_listed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`listed_at\`;`)
  await db.run(sql`DROP INDEX \`projects_listed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`listed_at\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
