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
  await db.run(sql`ALTER TABLE \`properties\` ADD \`permit_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`permit_verified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`english_missing\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`listed_at\` text;`)
  await db.run(sql`CREATE INDEX \`properties_permit_permit_verified_by_idx\` ON \`properties\` (\`permit_verified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_english_missing_idx\` ON \`properties\` (\`english_missing\`);`)
  await db.run(sql`CREATE INDEX \`properties_listed_at_idx\` ON \`properties\` (\`listed_at\`);`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`permit_authority\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`permit_number\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`permit_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`permit_verified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`english_missing\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`listed_at\` text;`)
  await db.run(sql`CREATE INDEX \`projects_permit_permit_verified_by_idx\` ON \`projects\` (\`permit_verified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_english_missing_idx\` ON \`projects\` (\`english_missing\`);`)
  await db.run(sql`CREATE INDEX \`projects_listed_at_idx\` ON \`projects\` (\`listed_at\`);`)
  await db.run(sql`ALTER TABLE \`projects_locales\` ADD \`permit_authority\` text;`)
  await db.run(sql`ALTER TABLE \`countries\` ADD \`permits_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`countries\` ADD \`permits_check_url\` text;`)
  await db.run(sql`ALTER TABLE \`countries_locales\` ADD \`permits_authority\` text;`)
  await db.run(sql`ALTER TABLE \`states\` ADD \`permits_own\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`states\` ADD \`permits_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`states\` ADD \`permits_check_url\` text;`)
  await db.run(sql`ALTER TABLE \`states_locales\` ADD \`permits_authority\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_alerts_id\` integer REFERENCES search_alerts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`search_alerts_id\`);`)
  // Listings published before listing dates were kept count as listed when they were created.
  await db.run(sql`UPDATE \`properties\` SET \`listed_at\` = \`created_at\` WHERE \`published\` = 1;`)
  await db.run(sql`UPDATE \`projects\` SET \`listed_at\` = \`created_at\` WHERE \`published\` = 1;`)
  // The listings there are: flagged by whether they have an English title now.
  await db.run(sql`UPDATE \`properties\` SET \`english_missing\` = NOT EXISTS (SELECT 1 FROM \`properties_locales\` l WHERE l.\`_parent_id\` = \`properties\`.\`id\` AND l.\`_locale\` = 'en' AND trim(coalesce(l.\`title\`, '')) <> '');`)
  await db.run(sql`UPDATE \`projects\` SET \`english_missing\` = NOT EXISTS (SELECT 1 FROM \`projects_locales\` l WHERE l.\`_parent_id\` = \`projects\`.\`id\` AND l.\`_locale\` = 'en' AND trim(coalesce(l.\`name\`, '')) <> '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_alerts\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`purpose\` text DEFAULT 'sale' NOT NULL,
  	\`rent_period\` text,
  	\`status\` text DEFAULT 'available' NOT NULL,
  	\`category_id\` integer,
  	\`type_id\` integer NOT NULL,
  	\`price\` numeric,
  	\`currency\` text DEFAULT 'AED' NOT NULL,
  	\`price_on_request\` integer DEFAULT false,
  	\`price_base\` numeric,
  	\`price_reduced_at\` text,
  	\`price_before\` numeric,
  	\`payment_plan_down_payment_percent\` numeric,
  	\`payment_plan_years\` numeric,
  	\`payment_plan_frequency\` text DEFAULT 'monthly',
  	\`payment_plan_handover_percent\` numeric,
  	\`area\` numeric,
  	\`plot_area\` numeric,
  	\`bedrooms\` numeric,
  	\`bathrooms\` numeric,
  	\`furnishing\` text,
  	\`finishing\` text,
  	\`floor\` numeric,
  	\`year_built\` numeric,
  	\`completion\` text DEFAULT 'ready',
  	\`handover_date\` text,
  	\`permit_number\` text,
  	\`country_id\` integer,
  	\`state_id\` integer,
  	\`city_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`video_url\` text,
  	\`virtual_tour_url\` text,
  	\`project_id\` integer,
  	\`agent_id\` integer,
  	\`branch_id\` integer,
  	\`seo_image_id\` integer,
  	\`slug\` text,
  	\`published\` integer DEFAULT true,
  	\`featured\` integer DEFAULT false,
  	\`luxury\` integer DEFAULT false,
  	\`virtual\` integer DEFAULT false,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`state_id\`) REFERENCES \`states\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`branch_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "reference", "purpose", "rent_period", "status", "category_id", "type_id", "price", "currency", "price_on_request", "price_base", "price_reduced_at", "price_before", "payment_plan_down_payment_percent", "payment_plan_years", "payment_plan_frequency", "payment_plan_handover_percent", "area", "plot_area", "bedrooms", "bathrooms", "furnishing", "finishing", "floor", "year_built", "completion", "handover_date", "permit_number", "country_id", "state_id", "city_id", "latitude", "longitude", "video_url", "virtual_tour_url", "project_id", "agent_id", "branch_id", "seo_image_id", "slug", "published", "featured", "luxury", "virtual", "search_text", "updated_at", "created_at") SELECT "id", "reference", "purpose", "rent_period", "status", "category_id", "type_id", "price", "currency", "price_on_request", "price_base", "price_reduced_at", "price_before", "payment_plan_down_payment_percent", "payment_plan_years", "payment_plan_frequency", "payment_plan_handover_percent", "area", "plot_area", "bedrooms", "bathrooms", "furnishing", "finishing", "floor", "year_built", "completion", "handover_date", "permit_number", "country_id", "state_id", "city_id", "latitude", "longitude", "video_url", "virtual_tour_url", "project_id", "agent_id", "branch_id", "seo_image_id", "slug", "published", "featured", "luxury", "virtual", "search_text", "updated_at", "created_at" FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_reference_idx\` ON \`properties\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`properties_purpose_idx\` ON \`properties\` (\`purpose\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_category_idx\` ON \`properties\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_type_idx\` ON \`properties\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_base_idx\` ON \`properties\` (\`price_base\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_reduced_at_idx\` ON \`properties\` (\`price_reduced_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_area_idx\` ON \`properties\` (\`area\`);`)
  await db.run(sql`CREATE INDEX \`properties_bedrooms_idx\` ON \`properties\` (\`bedrooms\`);`)
  await db.run(sql`CREATE INDEX \`properties_bathrooms_idx\` ON \`properties\` (\`bathrooms\`);`)
  await db.run(sql`CREATE INDEX \`properties_furnishing_idx\` ON \`properties\` (\`furnishing\`);`)
  await db.run(sql`CREATE INDEX \`properties_completion_idx\` ON \`properties\` (\`completion\`);`)
  await db.run(sql`CREATE INDEX \`properties_country_idx\` ON \`properties\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_state_idx\` ON \`properties\` (\`state_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_agent_idx\` ON \`properties\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_branch_idx\` ON \`properties\` (\`branch_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_seo_seo_image_idx\` ON \`properties\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_slug_idx\` ON \`properties\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`properties_published_idx\` ON \`properties\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`properties_featured_idx\` ON \`properties\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`properties_luxury_idx\` ON \`properties\` (\`luxury\`);`)
  await db.run(sql`CREATE INDEX \`properties_virtual_idx\` ON \`properties\` (\`virtual\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`published_purpose_priceBase_idx\` ON \`properties\` (\`published\`,\`purpose\`,\`price_base\`);`)
  await db.run(sql`CREATE INDEX \`published_city_priceBase_idx\` ON \`properties\` (\`published\`,\`city_id\`,\`price_base\`);`)
  await db.run(sql`CREATE INDEX \`published_luxury_idx\` ON \`properties\` (\`published\`,\`luxury\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`developer_logo_id\` integer,
  	\`status\` text DEFAULT 'launched' NOT NULL,
  	\`progress\` numeric DEFAULT 0,
  	\`launch_date\` text,
  	\`handover_date\` text,
  	\`total_units\` numeric,
  	\`available_units\` numeric,
  	\`category_id\` integer,
  	\`starting_price\` numeric,
  	\`currency\` text DEFAULT 'AED' NOT NULL,
  	\`price_base\` numeric,
  	\`country_id\` integer,
  	\`state_id\` integer,
  	\`city_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`master_plan_id\` integer,
  	\`brochure_id\` integer,
  	\`video_url\` text,
  	\`seo_image_id\` integer,
  	\`slug\` text,
  	\`published\` integer DEFAULT true,
  	\`featured\` integer DEFAULT false,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`developer_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`state_id\`) REFERENCES \`states\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`master_plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "developer_logo_id", "status", "progress", "launch_date", "handover_date", "total_units", "available_units", "category_id", "starting_price", "currency", "price_base", "country_id", "state_id", "city_id", "latitude", "longitude", "master_plan_id", "brochure_id", "video_url", "seo_image_id", "slug", "published", "featured", "search_text", "updated_at", "created_at") SELECT "id", "developer_logo_id", "status", "progress", "launch_date", "handover_date", "total_units", "available_units", "category_id", "starting_price", "currency", "price_base", "country_id", "state_id", "city_id", "latitude", "longitude", "master_plan_id", "brochure_id", "video_url", "seo_image_id", "slug", "published", "featured", "search_text", "updated_at", "created_at" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`CREATE INDEX \`projects_developer_developer_logo_idx\` ON \`projects\` (\`developer_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_status_idx\` ON \`projects\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`projects_available_units_idx\` ON \`projects\` (\`available_units\`);`)
  await db.run(sql`CREATE INDEX \`projects_category_idx\` ON \`projects\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_price_base_idx\` ON \`projects\` (\`price_base\`);`)
  await db.run(sql`CREATE INDEX \`projects_country_idx\` ON \`projects\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_state_idx\` ON \`projects\` (\`state_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_city_idx\` ON \`projects\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_master_plan_idx\` ON \`projects\` (\`master_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_brochure_idx\` ON \`projects\` (\`brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_seo_seo_image_idx\` ON \`projects\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`projects_published_idx\` ON \`projects\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`projects_featured_idx\` ON \`projects\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
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
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`permit_authority\`;`)
  await db.run(sql`ALTER TABLE \`projects_locales\` DROP COLUMN \`permit_authority\`;`)
  await db.run(sql`ALTER TABLE \`countries\` DROP COLUMN \`permits_required\`;`)
  await db.run(sql`ALTER TABLE \`countries\` DROP COLUMN \`permits_check_url\`;`)
  await db.run(sql`ALTER TABLE \`countries_locales\` DROP COLUMN \`permits_authority\`;`)
  await db.run(sql`ALTER TABLE \`states\` DROP COLUMN \`permits_own\`;`)
  await db.run(sql`ALTER TABLE \`states\` DROP COLUMN \`permits_required\`;`)
  await db.run(sql`ALTER TABLE \`states\` DROP COLUMN \`permits_check_url\`;`)
  await db.run(sql`ALTER TABLE \`states_locales\` DROP COLUMN \`permits_authority\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
