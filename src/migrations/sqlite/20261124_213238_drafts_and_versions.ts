import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_properties_v_version_price_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`from\` numeric,
  	\`to\` numeric,
  	\`currency\` text,
  	\`from_currency\` text,
  	\`by_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_version_price_history_order_idx\` ON \`_properties_v_version_price_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_price_history_parent_id_idx\` ON \`_properties_v_version_price_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_price_history_by_idx\` ON \`_properties_v_version_price_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_version_floor_plans_order_idx\` ON \`_properties_v_version_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_floor_plans_parent_id_idx\` ON \`_properties_v_version_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_floor_plans_image_idx\` ON \`_properties_v_version_floor_plans\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_floor_plans_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v_version_floor_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_properties_v_version_floor_plans_locales_locale_parent_id_u\` ON \`_properties_v_version_floor_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_reference\` text,
  	\`version_purpose\` text DEFAULT 'sale',
  	\`version_rent_period\` text,
  	\`version_status\` text DEFAULT 'available',
  	\`version_category_id\` integer,
  	\`version_type_id\` integer,
  	\`version_price\` numeric,
  	\`version_currency\` text DEFAULT 'AED',
  	\`version_price_on_request\` integer DEFAULT false,
  	\`version_price_base\` numeric,
  	\`version_price_reduced_at\` text,
  	\`version_price_before\` numeric,
  	\`version_payment_plan_down_payment_percent\` numeric,
  	\`version_payment_plan_years\` numeric,
  	\`version_payment_plan_frequency\` text DEFAULT 'monthly',
  	\`version_payment_plan_handover_percent\` numeric,
  	\`version_area\` numeric,
  	\`version_plot_area\` numeric,
  	\`version_bedrooms\` numeric,
  	\`version_bathrooms\` numeric,
  	\`version_furnishing\` text,
  	\`version_finishing\` text,
  	\`version_floor\` numeric,
  	\`version_year_built\` numeric,
  	\`version_completion\` text DEFAULT 'ready',
  	\`version_handover_date\` text,
  	\`version_country_id\` integer,
  	\`version_state_id\` integer,
  	\`version_city_id\` integer,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_permit_number\` text,
  	\`version_permit_verified_at\` text,
  	\`version_permit_verified_by_id\` integer,
  	\`version_video_url\` text,
  	\`version_virtual_tour_url\` text,
  	\`version_project_id\` integer,
  	\`version_agent_id\` integer,
  	\`version_branch_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version_slug\` text,
  	\`version_published\` integer DEFAULT false,
  	\`version_english_missing\` integer DEFAULT true,
  	\`version_listed_at\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_luxury\` integer DEFAULT false,
  	\`version_virtual\` integer DEFAULT false,
  	\`version_search_text\` text,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_state_id\`) REFERENCES \`states\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_permit_verified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_agent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_branch_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_parent_idx\` ON \`_properties_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_reference_idx\` ON \`_properties_v\` (\`version_reference\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_purpose_idx\` ON \`_properties_v\` (\`version_purpose\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_status_idx\` ON \`_properties_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_category_idx\` ON \`_properties_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_type_idx\` ON \`_properties_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_price_base_idx\` ON \`_properties_v\` (\`version_price_base\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_price_reduced_at_idx\` ON \`_properties_v\` (\`version_price_reduced_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_area_idx\` ON \`_properties_v\` (\`version_area\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_bedrooms_idx\` ON \`_properties_v\` (\`version_bedrooms\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_bathrooms_idx\` ON \`_properties_v\` (\`version_bathrooms\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_furnishing_idx\` ON \`_properties_v\` (\`version_furnishing\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_completion_idx\` ON \`_properties_v\` (\`version_completion\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_country_idx\` ON \`_properties_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_state_idx\` ON \`_properties_v\` (\`version_state_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_city_idx\` ON \`_properties_v\` (\`version_city_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_permit_version_permit_verified_by_idx\` ON \`_properties_v\` (\`version_permit_verified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_project_idx\` ON \`_properties_v\` (\`version_project_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_agent_idx\` ON \`_properties_v\` (\`version_agent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_branch_idx\` ON \`_properties_v\` (\`version_branch_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_seo_version_seo_image_idx\` ON \`_properties_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_slug_idx\` ON \`_properties_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_published_idx\` ON \`_properties_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_english_missing_idx\` ON \`_properties_v\` (\`version_english_missing\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_listed_at_idx\` ON \`_properties_v\` (\`version_listed_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_featured_idx\` ON \`_properties_v\` (\`version_featured\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_luxury_idx\` ON \`_properties_v\` (\`version_luxury\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_virtual_idx\` ON \`_properties_v\` (\`version_virtual\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_edited_by_idx\` ON \`_properties_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_updated_at_idx\` ON \`_properties_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_created_at_idx\` ON \`_properties_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version__status_idx\` ON \`_properties_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_created_at_idx\` ON \`_properties_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_updated_at_idx\` ON \`_properties_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_snapshot_idx\` ON \`_properties_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_published_locale_idx\` ON \`_properties_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_latest_idx\` ON \`_properties_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_autosave_idx\` ON \`_properties_v\` (\`autosave\`);`)
  await db.run(sql`CREATE INDEX \`version_published_version_purpose_version_priceBase_idx\` ON \`_properties_v\` (\`version_published\`,\`version_purpose\`,\`version_price_base\`);`)
  await db.run(sql`CREATE INDEX \`version_published_version_city_version_priceBase_idx\` ON \`_properties_v\` (\`version_published\`,\`version_city_id\`,\`version_price_base\`);`)
  await db.run(sql`CREATE INDEX \`version_published_version_luxury_idx\` ON \`_properties_v\` (\`version_published\`,\`version_luxury\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_address\` text,
  	\`version_permit_authority\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_properties_v_locales_locale_parent_id_unique\` ON \`_properties_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`amenities_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`amenities_id\`) REFERENCES \`amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_order_idx\` ON \`_properties_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_parent_idx\` ON \`_properties_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_path_idx\` ON \`_properties_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_amenities_id_idx\` ON \`_properties_v_rels\` (\`amenities_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_media_id_idx\` ON \`_properties_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_unit_types\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type_id\` integer,
  	\`bedrooms\` numeric,
  	\`area_min\` numeric,
  	\`area_max\` numeric,
  	\`price_min\` numeric,
  	\`price_max\` numeric,
  	\`floor_plan_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`floor_plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_unit_types_order_idx\` ON \`_projects_v_version_unit_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_unit_types_parent_id_idx\` ON \`_projects_v_version_unit_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_unit_types_type_idx\` ON \`_projects_v_version_unit_types\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_unit_types_floor_plan_idx\` ON \`_projects_v_version_unit_types\` (\`floor_plan_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_payment_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`down_payment_percent\` numeric,
  	\`years\` numeric,
  	\`frequency\` text DEFAULT 'monthly',
  	\`handover_percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_payment_plans_order_idx\` ON \`_projects_v_version_payment_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_payment_plans_parent_id_idx\` ON \`_projects_v_version_payment_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_payment_plans_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_version_payment_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_version_payment_plans_locales_locale_parent_id_u\` ON \`_projects_v_version_payment_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_developer_logo_id\` integer,
  	\`version_status\` text DEFAULT 'launched',
  	\`version_progress\` numeric DEFAULT 0,
  	\`version_launch_date\` text,
  	\`version_handover_date\` text,
  	\`version_total_units\` numeric,
  	\`version_available_units\` numeric,
  	\`version_category_id\` integer,
  	\`version_starting_price\` numeric,
  	\`version_currency\` text DEFAULT 'AED',
  	\`version_price_base\` numeric,
  	\`version_country_id\` integer,
  	\`version_state_id\` integer,
  	\`version_city_id\` integer,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_permit_number\` text,
  	\`version_permit_verified_at\` text,
  	\`version_permit_verified_by_id\` integer,
  	\`version_master_plan_id\` integer,
  	\`version_brochure_id\` integer,
  	\`version_video_url\` text,
  	\`version_seo_image_id\` integer,
  	\`version_slug\` text,
  	\`version_published\` integer DEFAULT false,
  	\`version_english_missing\` integer DEFAULT true,
  	\`version_listed_at\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_search_text\` text,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_developer_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_state_id\`) REFERENCES \`states\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_permit_verified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_master_plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_developer_version_developer_logo_idx\` ON \`_projects_v\` (\`version_developer_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_status_idx\` ON \`_projects_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_available_units_idx\` ON \`_projects_v\` (\`version_available_units\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_category_idx\` ON \`_projects_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_price_base_idx\` ON \`_projects_v\` (\`version_price_base\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_country_idx\` ON \`_projects_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_state_idx\` ON \`_projects_v\` (\`version_state_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_city_idx\` ON \`_projects_v\` (\`version_city_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_permit_version_permit_verified_by_idx\` ON \`_projects_v\` (\`version_permit_verified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_master_plan_idx\` ON \`_projects_v\` (\`version_master_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_brochure_idx\` ON \`_projects_v\` (\`version_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_seo_version_seo_image_idx\` ON \`_projects_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_slug_idx\` ON \`_projects_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_published_idx\` ON \`_projects_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_english_missing_idx\` ON \`_projects_v\` (\`version_english_missing\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_listed_at_idx\` ON \`_projects_v\` (\`version_listed_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_featured_idx\` ON \`_projects_v\` (\`version_featured\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_edited_by_idx\` ON \`_projects_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_snapshot_idx\` ON \`_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_published_locale_idx\` ON \`_projects_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_autosave_idx\` ON \`_projects_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_developer_name\` text,
  	\`version_address\` text,
  	\`version_permit_authority\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_locales_locale_parent_id_unique\` ON \`_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`amenities_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`amenities_id\`) REFERENCES \`amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_order_idx\` ON \`_projects_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_parent_idx\` ON \`_projects_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_path_idx\` ON \`_projects_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_amenities_id_idx\` ON \`_projects_v_rels\` (\`amenities_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_media_id_idx\` ON \`_projects_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`show_search\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_properties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_properties_order_idx\` ON \`_pages_v_blocks_featured_properties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_properties_parent_id_idx\` ON \`_pages_v_blocks_featured_properties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_properties_path_idx\` ON \`_pages_v_blocks_featured_properties\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_properties_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_featured_properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_featured_properties_locales_locale_parent_id\` ON \`_pages_v_blocks_featured_properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_projects_order_idx\` ON \`_pages_v_blocks_featured_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_projects_parent_id_idx\` ON \`_pages_v_blocks_featured_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_projects_path_idx\` ON \`_pages_v_blocks_featured_projects\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_projects_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_featured_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_featured_projects_locales_locale_parent_id_u\` ON \`_pages_v_blocks_featured_projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_luxury_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`limit\` numeric DEFAULT 4,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_luxury_strip_order_idx\` ON \`_pages_v_blocks_luxury_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_luxury_strip_parent_id_idx\` ON \`_pages_v_blocks_luxury_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_luxury_strip_path_idx\` ON \`_pages_v_blocks_luxury_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_luxury_strip_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_luxury_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_luxury_strip_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_luxury_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_services_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_services_list_order_idx\` ON \`_pages_v_blocks_services_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_services_list_parent_id_idx\` ON \`_pages_v_blocks_services_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_services_list_path_idx\` ON \`_pages_v_blocks_services_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_services_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_services_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_services_list_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_services_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_articles_order_idx\` ON \`_pages_v_blocks_latest_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_articles_parent_id_idx\` ON \`_pages_v_blocks_latest_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_articles_path_idx\` ON \`_pages_v_blocks_latest_articles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_articles_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_latest_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_latest_articles_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_latest_articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`source\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_items_order_idx\` ON \`_pages_v_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_items_parent_id_idx\` ON \`_pages_v_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figures_items_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_figures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_order_idx\` ON \`_pages_v_blocks_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_parent_id_idx\` ON \`_pages_v_blocks_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_path_idx\` ON \`_pages_v_blocks_figures\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figures_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`button_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_order_idx\` ON \`_pages_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_parent_id_idx\` ON \`_pages_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_path_idx\` ON \`_pages_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cta_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_image_idx\` ON \`_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_order_idx\` ON \`_pages_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_parent_id_idx\` ON \`_pages_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_path_idx\` ON \`_pages_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_gallery_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_order_idx\` ON \`_pages_v_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_parent_id_idx\` ON \`_pages_v_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_path_idx\` ON \`_pages_v_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_listings_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`query\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_listings_grid_order_idx\` ON \`_pages_v_blocks_listings_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_listings_grid_parent_id_idx\` ON \`_pages_v_blocks_listings_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_listings_grid_path_idx\` ON \`_pages_v_blocks_listings_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_listings_grid_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_listings_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_listings_grid_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_listings_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`limit\` numeric DEFAULT 4,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_order_idx\` ON \`_pages_v_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_parent_id_idx\` ON \`_pages_v_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_path_idx\` ON \`_pages_v_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_team_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_permalink\` text,
  	\`version_published\` integer DEFAULT false,
  	\`version_seo_image_id\` integer,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_permalink_idx\` ON \`_pages_v\` (\`version_permalink\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_published_idx\` ON \`_pages_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_edited_by_idx\` ON \`_pages_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`projects_id\` integer,
  	\`media_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_properties_id_idx\` ON \`_pages_v_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_projects_id_idx\` ON \`_pages_v_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_faqs_id_idx\` ON \`_pages_v_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_category_id\` integer,
  	\`version_author_id\` integer,
  	\`version_insight\` integer DEFAULT false,
  	\`version_published_at\` text,
  	\`version_slug\` text,
  	\`version_published\` integer DEFAULT false,
  	\`version_featured\` integer DEFAULT false,
  	\`version_seo_image_id\` integer,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blogs_v_parent_idx\` ON \`_blogs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_cover_idx\` ON \`_blogs_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_category_idx\` ON \`_blogs_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_author_idx\` ON \`_blogs_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_insight_idx\` ON \`_blogs_v\` (\`version_insight\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_published_at_idx\` ON \`_blogs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_slug_idx\` ON \`_blogs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_published_idx\` ON \`_blogs_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_featured_idx\` ON \`_blogs_v\` (\`version_featured\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_seo_version_seo_image_idx\` ON \`_blogs_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_edited_by_idx\` ON \`_blogs_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_updated_at_idx\` ON \`_blogs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_created_at_idx\` ON \`_blogs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version__status_idx\` ON \`_blogs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_created_at_idx\` ON \`_blogs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_updated_at_idx\` ON \`_blogs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_snapshot_idx\` ON \`_blogs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_published_locale_idx\` ON \`_blogs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_latest_idx\` ON \`_blogs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_autosave_idx\` ON \`_blogs_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blogs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_blogs_v_locales_locale_parent_id_unique\` ON \`_blogs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_blogs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_order_idx\` ON \`_blogs_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_parent_idx\` ON \`_blogs_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_path_idx\` ON \`_blogs_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_properties_id_idx\` ON \`_blogs_v_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_icon\` text,
  	\`version_image_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_published\` integer DEFAULT false,
  	\`version_seo_image_id\` integer,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_image_idx\` ON \`_services_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_slug_idx\` ON \`_services_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_published_idx\` ON \`_services_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_seo_version_seo_image_idx\` ON \`_services_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_edited_by_idx\` ON \`_services_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version__status_idx\` ON \`_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_snapshot_idx\` ON \`_services_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_published_locale_idx\` ON \`_services_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_latest_idx\` ON \`_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_autosave_idx\` ON \`_services_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_locales_locale_parent_id_unique\` ON \`_services_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_department\` text,
  	\`version_employment_type\` text,
  	\`version_branch_id\` integer,
  	\`version_salary_min\` numeric,
  	\`version_salary_max\` numeric,
  	\`version_salary_currency\` text DEFAULT 'AED',
  	\`version_salary_period\` text DEFAULT 'month',
  	\`version_valid_through\` text,
  	\`version_slug\` text,
  	\`version_published\` integer DEFAULT false,
  	\`version_seo_image_id\` integer,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_branch_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_parent_idx\` ON \`_careers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_department_idx\` ON \`_careers_v\` (\`version_department\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_employment_type_idx\` ON \`_careers_v\` (\`version_employment_type\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_branch_idx\` ON \`_careers_v\` (\`version_branch_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_valid_through_idx\` ON \`_careers_v\` (\`version_valid_through\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_slug_idx\` ON \`_careers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_published_idx\` ON \`_careers_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_seo_version_seo_image_idx\` ON \`_careers_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_edited_by_idx\` ON \`_careers_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_updated_at_idx\` ON \`_careers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_created_at_idx\` ON \`_careers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version__status_idx\` ON \`_careers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_created_at_idx\` ON \`_careers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_updated_at_idx\` ON \`_careers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_snapshot_idx\` ON \`_careers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_published_locale_idx\` ON \`_careers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_latest_idx\` ON \`_careers_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_autosave_idx\` ON \`_careers_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_requirements\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_locales_locale_parent_id_unique\` ON \`_careers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Tables rebuilt below (columns a draft may leave empty): SQLite ignores the foreign keys pragma
  // inside a transaction, and with the keys on, dropping the old table would delete or empty every
  // row that points to it (translations, relations, leads). The migration's transaction is ended for
  // the rebuild, which runs in one of its own, then begun again for the rest.
  await db.run(sql`COMMIT;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`BEGIN IMMEDIATE;`)
  await db.run(sql`CREATE TABLE \`__new_properties_price_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`from\` numeric,
  	\`to\` numeric,
  	\`currency\` text,
  	\`from_currency\` text,
  	\`by_id\` integer,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties_price_history\`("_order", "_parent_id", "id", "at", "from", "to", "currency", "from_currency", "by_id") SELECT "_order", "_parent_id", "id", "at", "from", "to", "currency", "from_currency", "by_id" FROM \`properties_price_history\`;`)
  await db.run(sql`DROP TABLE \`properties_price_history\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_price_history\` RENAME TO \`properties_price_history\`;`)
  await db.run(sql`CREATE INDEX \`properties_price_history_order_idx\` ON \`properties_price_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_history_parent_id_idx\` ON \`properties_price_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_history_by_idx\` ON \`properties_price_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_properties_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties_floor_plans\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`properties_floor_plans\`;`)
  await db.run(sql`DROP TABLE \`properties_floor_plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_floor_plans\` RENAME TO \`properties_floor_plans\`;`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_order_idx\` ON \`properties_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_parent_id_idx\` ON \`properties_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_image_idx\` ON \`properties_floor_plans\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`purpose\` text DEFAULT 'sale',
  	\`rent_period\` text,
  	\`status\` text DEFAULT 'available',
  	\`category_id\` integer,
  	\`type_id\` integer,
  	\`price\` numeric,
  	\`currency\` text DEFAULT 'AED',
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
  	\`country_id\` integer,
  	\`state_id\` integer,
  	\`city_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`permit_number\` text,
  	\`permit_verified_at\` text,
  	\`permit_verified_by_id\` integer,
  	\`video_url\` text,
  	\`virtual_tour_url\` text,
  	\`project_id\` integer,
  	\`agent_id\` integer,
  	\`branch_id\` integer,
  	\`seo_image_id\` integer,
  	\`slug\` text,
  	\`published\` integer DEFAULT false,
  	\`english_missing\` integer DEFAULT true,
  	\`listed_at\` text,
  	\`featured\` integer DEFAULT false,
  	\`luxury\` integer DEFAULT false,
  	\`virtual\` integer DEFAULT false,
  	\`search_text\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`state_id\`) REFERENCES \`states\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`permit_verified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`branch_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "reference", "purpose", "rent_period", "status", "category_id", "type_id", "price", "currency", "price_on_request", "price_base", "price_reduced_at", "price_before", "payment_plan_down_payment_percent", "payment_plan_years", "payment_plan_frequency", "payment_plan_handover_percent", "area", "plot_area", "bedrooms", "bathrooms", "furnishing", "finishing", "floor", "year_built", "completion", "handover_date", "country_id", "state_id", "city_id", "latitude", "longitude", "permit_number", "permit_verified_at", "permit_verified_by_id", "video_url", "virtual_tour_url", "project_id", "agent_id", "branch_id", "seo_image_id", "slug", "published", "english_missing", "listed_at", "featured", "luxury", "virtual", "search_text", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "reference", "purpose", "rent_period", "status", "category_id", "type_id", "price", "currency", "price_on_request", "price_base", "price_reduced_at", "price_before", "payment_plan_down_payment_percent", "payment_plan_years", "payment_plan_frequency", "payment_plan_handover_percent", "area", "plot_area", "bedrooms", "bathrooms", "furnishing", "finishing", "floor", "year_built", "completion", "handover_date", "country_id", "state_id", "city_id", "latitude", "longitude", "permit_number", "permit_verified_at", "permit_verified_by_id", "video_url", "virtual_tour_url", "project_id", "agent_id", "branch_id", "seo_image_id", "slug", "published", "english_missing", "listed_at", "featured", "luxury", "virtual", "search_text", NULL, "updated_at", "created_at", CASE WHEN "published" THEN 'published' ELSE 'draft' END FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
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
  await db.run(sql`CREATE INDEX \`properties_permit_permit_verified_by_idx\` ON \`properties\` (\`permit_verified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_agent_idx\` ON \`properties\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_branch_idx\` ON \`properties\` (\`branch_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_seo_seo_image_idx\` ON \`properties\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_slug_idx\` ON \`properties\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`properties_published_idx\` ON \`properties\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`properties_english_missing_idx\` ON \`properties\` (\`english_missing\`);`)
  await db.run(sql`CREATE INDEX \`properties_listed_at_idx\` ON \`properties\` (\`listed_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_featured_idx\` ON \`properties\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`properties_luxury_idx\` ON \`properties\` (\`luxury\`);`)
  await db.run(sql`CREATE INDEX \`properties_virtual_idx\` ON \`properties\` (\`virtual\`);`)
  await db.run(sql`CREATE INDEX \`properties_edited_by_idx\` ON \`properties\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`properties__status_idx\` ON \`properties\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`published_purpose_priceBase_idx\` ON \`properties\` (\`published\`,\`purpose\`,\`price_base\`);`)
  await db.run(sql`CREATE INDEX \`published_city_priceBase_idx\` ON \`properties\` (\`published\`,\`city_id\`,\`price_base\`);`)
  await db.run(sql`CREATE INDEX \`published_luxury_idx\` ON \`properties\` (\`published\`,\`luxury\`);`)
  await db.run(sql`CREATE TABLE \`__new_properties_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`address\` text,
  	\`permit_authority\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties_locales\`("title", "description", "address", "permit_authority", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "description", "address", "permit_authority", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`properties_locales\`;`)
  await db.run(sql`DROP TABLE \`properties_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_locales\` RENAME TO \`properties_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_locales_locale_parent_id_unique\` ON \`properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`developer_logo_id\` integer,
  	\`status\` text DEFAULT 'launched',
  	\`progress\` numeric DEFAULT 0,
  	\`launch_date\` text,
  	\`handover_date\` text,
  	\`total_units\` numeric,
  	\`available_units\` numeric,
  	\`category_id\` integer,
  	\`starting_price\` numeric,
  	\`currency\` text DEFAULT 'AED',
  	\`price_base\` numeric,
  	\`country_id\` integer,
  	\`state_id\` integer,
  	\`city_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`permit_number\` text,
  	\`permit_verified_at\` text,
  	\`permit_verified_by_id\` integer,
  	\`master_plan_id\` integer,
  	\`brochure_id\` integer,
  	\`video_url\` text,
  	\`seo_image_id\` integer,
  	\`slug\` text,
  	\`published\` integer DEFAULT false,
  	\`english_missing\` integer DEFAULT true,
  	\`listed_at\` text,
  	\`featured\` integer DEFAULT false,
  	\`search_text\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`developer_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`state_id\`) REFERENCES \`states\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`permit_verified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`master_plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "developer_logo_id", "status", "progress", "launch_date", "handover_date", "total_units", "available_units", "category_id", "starting_price", "currency", "price_base", "country_id", "state_id", "city_id", "latitude", "longitude", "permit_number", "permit_verified_at", "permit_verified_by_id", "master_plan_id", "brochure_id", "video_url", "seo_image_id", "slug", "published", "english_missing", "listed_at", "featured", "search_text", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "developer_logo_id", "status", "progress", "launch_date", "handover_date", "total_units", "available_units", "category_id", "starting_price", "currency", "price_base", "country_id", "state_id", "city_id", "latitude", "longitude", "permit_number", "permit_verified_at", "permit_verified_by_id", "master_plan_id", "brochure_id", "video_url", "seo_image_id", "slug", "published", "english_missing", "listed_at", "featured", "search_text", NULL, "updated_at", "created_at", CASE WHEN "published" THEN 'published' ELSE 'draft' END FROM \`projects\`;`)
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
  await db.run(sql`CREATE INDEX \`projects_permit_permit_verified_by_idx\` ON \`projects\` (\`permit_verified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_master_plan_idx\` ON \`projects\` (\`master_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_brochure_idx\` ON \`projects\` (\`brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_seo_seo_image_idx\` ON \`projects\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`projects_published_idx\` ON \`projects\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`projects_english_missing_idx\` ON \`projects\` (\`english_missing\`);`)
  await db.run(sql`CREATE INDEX \`projects_listed_at_idx\` ON \`projects\` (\`listed_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_featured_idx\` ON \`projects\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`projects_edited_by_idx\` ON \`projects\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`developer_name\` text,
  	\`address\` text,
  	\`permit_authority\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_locales\`("name", "description", "developer_name", "address", "permit_authority", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "name", "description", "developer_name", "address", "permit_authority", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_locales\` RENAME TO \`projects_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`source\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_figures_items\`("_order", "_parent_id", "id", "value", "source") SELECT "_order", "_parent_id", "id", "value", "source" FROM \`pages_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_figures_items\` RENAME TO \`pages_blocks_figures_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_items_order_idx\` ON \`pages_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_items_parent_id_idx\` ON \`pages_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_figures_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_figures_items_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`pages_blocks_figures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_figures_items_locales\` RENAME TO \`pages_blocks_figures_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figures_items_locales_locale_parent_id_unique\` ON \`pages_blocks_figures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image\`("_order", "_parent_id", "_path", "id", "hidden", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "hidden", "image_id", "block_name" FROM \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image\` RENAME TO \`pages_blocks_image\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`permalink\` text,
  	\`published\` integer DEFAULT false,
  	\`seo_image_id\` integer,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "permalink", "published", "seo_image_id", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "permalink", "published", "seo_image_id", NULL, "updated_at", "created_at", CASE WHEN "published" THEN 'published' ELSE 'draft' END FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_permalink_idx\` ON \`pages\` (\`permalink\`);`)
  await db.run(sql`CREATE INDEX \`pages_published_idx\` ON \`pages\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_edited_by_idx\` ON \`pages\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_blogs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cover_id\` integer,
  	\`category_id\` integer,
  	\`author_id\` integer,
  	\`insight\` integer DEFAULT false,
  	\`published_at\` text,
  	\`slug\` text,
  	\`published\` integer DEFAULT false,
  	\`featured\` integer DEFAULT false,
  	\`seo_image_id\` integer,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blogs\`("id", "cover_id", "category_id", "author_id", "insight", "published_at", "slug", "published", "featured", "seo_image_id", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "cover_id", "category_id", "author_id", "insight", "published_at", "slug", "published", "featured", "seo_image_id", NULL, "updated_at", "created_at", CASE WHEN "published" THEN 'published' ELSE 'draft' END FROM \`blogs\`;`)
  await db.run(sql`DROP TABLE \`blogs\`;`)
  await db.run(sql`ALTER TABLE \`__new_blogs\` RENAME TO \`blogs\`;`)
  await db.run(sql`CREATE INDEX \`blogs_cover_idx\` ON \`blogs\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_category_idx\` ON \`blogs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_author_idx\` ON \`blogs\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_insight_idx\` ON \`blogs\` (\`insight\`);`)
  await db.run(sql`CREATE INDEX \`blogs_published_at_idx\` ON \`blogs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_slug_idx\` ON \`blogs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blogs_published_idx\` ON \`blogs\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`blogs_featured_idx\` ON \`blogs\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`blogs_seo_seo_image_idx\` ON \`blogs\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_edited_by_idx\` ON \`blogs\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_updated_at_idx\` ON \`blogs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_created_at_idx\` ON \`blogs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs__status_idx\` ON \`blogs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_blogs_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blogs_locales\`("title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`blogs_locales\`;`)
  await db.run(sql`DROP TABLE \`blogs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_blogs_locales\` RENAME TO \`blogs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blogs_locales_locale_parent_id_unique\` ON \`blogs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`image_id\` integer,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`published\` integer DEFAULT false,
  	\`seo_image_id\` integer,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services\`("id", "icon", "image_id", "slug", "order", "published", "seo_image_id", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "icon", "image_id", "slug", "order", "published", "seo_image_id", NULL, "updated_at", "created_at", CASE WHEN "published" THEN 'published' ELSE 'draft' END FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_published_idx\` ON \`services\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`services_seo_seo_image_idx\` ON \`services\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_edited_by_idx\` ON \`services\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_locales\`("title", "summary", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "summary", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`services_locales\`;`)
  await db.run(sql`DROP TABLE \`services_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_locales\` RENAME TO \`services_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_locales_locale_parent_id_unique\` ON \`services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`department\` text,
  	\`employment_type\` text,
  	\`branch_id\` integer,
  	\`salary_min\` numeric,
  	\`salary_max\` numeric,
  	\`salary_currency\` text DEFAULT 'AED',
  	\`salary_period\` text DEFAULT 'month',
  	\`valid_through\` text,
  	\`slug\` text,
  	\`published\` integer DEFAULT false,
  	\`seo_image_id\` integer,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`branch_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers\`("id", "department", "employment_type", "branch_id", "salary_min", "salary_max", "salary_currency", "salary_period", "valid_through", "slug", "published", "seo_image_id", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "department", "employment_type", "branch_id", "salary_min", "salary_max", "salary_currency", "salary_period", "valid_through", "slug", "published", "seo_image_id", NULL, "updated_at", "created_at", CASE WHEN "published" THEN 'published' ELSE 'draft' END FROM \`careers\`;`)
  await db.run(sql`DROP TABLE \`careers\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers\` RENAME TO \`careers\`;`)
  await db.run(sql`CREATE INDEX \`careers_department_idx\` ON \`careers\` (\`department\`);`)
  await db.run(sql`CREATE INDEX \`careers_employment_type_idx\` ON \`careers\` (\`employment_type\`);`)
  await db.run(sql`CREATE INDEX \`careers_branch_idx\` ON \`careers\` (\`branch_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_valid_through_idx\` ON \`careers\` (\`valid_through\`);`)
  await db.run(sql`CREATE INDEX \`careers_slug_idx\` ON \`careers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`careers_published_idx\` ON \`careers\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`careers_seo_seo_image_idx\` ON \`careers\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_edited_by_idx\` ON \`careers\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_updated_at_idx\` ON \`careers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`careers_created_at_idx\` ON \`careers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`careers__status_idx\` ON \`careers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`requirements\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_locales\`("title", "summary", "description", "requirements", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "summary", "description", "requirements", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`careers_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_locales\` RENAME TO \`careers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_locales_locale_parent_id_unique\` ON \`careers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`COMMIT;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`BEGIN IMMEDIATE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_properties_v_version_price_history\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_floor_plans\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_floor_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`_properties_v\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_unit_types\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_payment_plans\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_payment_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_properties\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_properties_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_projects\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_luxury_strip\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_luxury_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_services_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_services_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_articles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_listings_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_listings_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`_services_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_locales\`;`)
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
  	\`country_id\` integer,
  	\`state_id\` integer,
  	\`city_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`permit_number\` text,
  	\`permit_verified_at\` text,
  	\`permit_verified_by_id\` integer,
  	\`video_url\` text,
  	\`virtual_tour_url\` text,
  	\`project_id\` integer,
  	\`agent_id\` integer,
  	\`branch_id\` integer,
  	\`seo_image_id\` integer,
  	\`slug\` text,
  	\`published\` integer DEFAULT true,
  	\`english_missing\` integer DEFAULT true,
  	\`listed_at\` text,
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
  	FOREIGN KEY (\`permit_verified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`branch_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "reference", "purpose", "rent_period", "status", "category_id", "type_id", "price", "currency", "price_on_request", "price_base", "price_reduced_at", "price_before", "payment_plan_down_payment_percent", "payment_plan_years", "payment_plan_frequency", "payment_plan_handover_percent", "area", "plot_area", "bedrooms", "bathrooms", "furnishing", "finishing", "floor", "year_built", "completion", "handover_date", "country_id", "state_id", "city_id", "latitude", "longitude", "permit_number", "permit_verified_at", "permit_verified_by_id", "video_url", "virtual_tour_url", "project_id", "agent_id", "branch_id", "seo_image_id", "slug", "published", "english_missing", "listed_at", "featured", "luxury", "virtual", "search_text", "updated_at", "created_at") SELECT "id", "reference", "purpose", "rent_period", "status", "category_id", "type_id", "price", "currency", "price_on_request", "price_base", "price_reduced_at", "price_before", "payment_plan_down_payment_percent", "payment_plan_years", "payment_plan_frequency", "payment_plan_handover_percent", "area", "plot_area", "bedrooms", "bathrooms", "furnishing", "finishing", "floor", "year_built", "completion", "handover_date", "country_id", "state_id", "city_id", "latitude", "longitude", "permit_number", "permit_verified_at", "permit_verified_by_id", "video_url", "virtual_tour_url", "project_id", "agent_id", "branch_id", "seo_image_id", "slug", "published", "english_missing", "listed_at", "featured", "luxury", "virtual", "search_text", "updated_at", "created_at" FROM \`properties\`;`)
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
  await db.run(sql`CREATE INDEX \`properties_permit_permit_verified_by_idx\` ON \`properties\` (\`permit_verified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_agent_idx\` ON \`properties\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_branch_idx\` ON \`properties\` (\`branch_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_seo_seo_image_idx\` ON \`properties\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_slug_idx\` ON \`properties\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`properties_published_idx\` ON \`properties\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`properties_english_missing_idx\` ON \`properties\` (\`english_missing\`);`)
  await db.run(sql`CREATE INDEX \`properties_listed_at_idx\` ON \`properties\` (\`listed_at\`);`)
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
  	\`permit_number\` text,
  	\`permit_verified_at\` text,
  	\`permit_verified_by_id\` integer,
  	\`master_plan_id\` integer,
  	\`brochure_id\` integer,
  	\`video_url\` text,
  	\`seo_image_id\` integer,
  	\`slug\` text,
  	\`published\` integer DEFAULT true,
  	\`english_missing\` integer DEFAULT true,
  	\`listed_at\` text,
  	\`featured\` integer DEFAULT false,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`developer_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`state_id\`) REFERENCES \`states\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`permit_verified_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`master_plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "developer_logo_id", "status", "progress", "launch_date", "handover_date", "total_units", "available_units", "category_id", "starting_price", "currency", "price_base", "country_id", "state_id", "city_id", "latitude", "longitude", "permit_number", "permit_verified_at", "permit_verified_by_id", "master_plan_id", "brochure_id", "video_url", "seo_image_id", "slug", "published", "english_missing", "listed_at", "featured", "search_text", "updated_at", "created_at") SELECT "id", "developer_logo_id", "status", "progress", "launch_date", "handover_date", "total_units", "available_units", "category_id", "starting_price", "currency", "price_base", "country_id", "state_id", "city_id", "latitude", "longitude", "permit_number", "permit_verified_at", "permit_verified_by_id", "master_plan_id", "brochure_id", "video_url", "seo_image_id", "slug", "published", "english_missing", "listed_at", "featured", "search_text", "updated_at", "created_at" FROM \`projects\`;`)
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
  await db.run(sql`CREATE INDEX \`projects_permit_permit_verified_by_idx\` ON \`projects\` (\`permit_verified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_master_plan_idx\` ON \`projects\` (\`master_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_brochure_idx\` ON \`projects\` (\`brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_seo_seo_image_idx\` ON \`projects\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`projects_published_idx\` ON \`projects\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`projects_english_missing_idx\` ON \`projects\` (\`english_missing\`);`)
  await db.run(sql`CREATE INDEX \`projects_listed_at_idx\` ON \`projects\` (\`listed_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_featured_idx\` ON \`projects\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`permalink\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "permalink", "published", "seo_image_id", "updated_at", "created_at") SELECT "id", "permalink", "published", "seo_image_id", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_permalink_idx\` ON \`pages\` (\`permalink\`);`)
  await db.run(sql`CREATE INDEX \`pages_published_idx\` ON \`pages\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_blogs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cover_id\` integer,
  	\`category_id\` integer,
  	\`author_id\` integer,
  	\`insight\` integer DEFAULT false,
  	\`published_at\` text,
  	\`slug\` text,
  	\`published\` integer DEFAULT true,
  	\`featured\` integer DEFAULT false,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blogs\`("id", "cover_id", "category_id", "author_id", "insight", "published_at", "slug", "published", "featured", "seo_image_id", "updated_at", "created_at") SELECT "id", "cover_id", "category_id", "author_id", "insight", "published_at", "slug", "published", "featured", "seo_image_id", "updated_at", "created_at" FROM \`blogs\`;`)
  await db.run(sql`DROP TABLE \`blogs\`;`)
  await db.run(sql`ALTER TABLE \`__new_blogs\` RENAME TO \`blogs\`;`)
  await db.run(sql`CREATE INDEX \`blogs_cover_idx\` ON \`blogs\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_category_idx\` ON \`blogs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_author_idx\` ON \`blogs\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_insight_idx\` ON \`blogs\` (\`insight\`);`)
  await db.run(sql`CREATE INDEX \`blogs_published_at_idx\` ON \`blogs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_slug_idx\` ON \`blogs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blogs_published_idx\` ON \`blogs\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`blogs_featured_idx\` ON \`blogs\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`blogs_seo_seo_image_idx\` ON \`blogs\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_updated_at_idx\` ON \`blogs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_created_at_idx\` ON \`blogs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`image_id\` integer,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`published\` integer DEFAULT true,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services\`("id", "icon", "image_id", "slug", "order", "published", "seo_image_id", "updated_at", "created_at") SELECT "id", "icon", "image_id", "slug", "order", "published", "seo_image_id", "updated_at", "created_at" FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_published_idx\` ON \`services\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`services_seo_seo_image_idx\` ON \`services\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`department\` text NOT NULL,
  	\`employment_type\` text NOT NULL,
  	\`branch_id\` integer,
  	\`salary_min\` numeric,
  	\`salary_max\` numeric,
  	\`salary_currency\` text DEFAULT 'AED',
  	\`salary_period\` text DEFAULT 'month',
  	\`valid_through\` text,
  	\`slug\` text,
  	\`published\` integer DEFAULT true,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`branch_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers\`("id", "department", "employment_type", "branch_id", "salary_min", "salary_max", "salary_currency", "salary_period", "valid_through", "slug", "published", "seo_image_id", "updated_at", "created_at") SELECT "id", "department", "employment_type", "branch_id", "salary_min", "salary_max", "salary_currency", "salary_period", "valid_through", "slug", "published", "seo_image_id", "updated_at", "created_at" FROM \`careers\`;`)
  await db.run(sql`DROP TABLE \`careers\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers\` RENAME TO \`careers\`;`)
  await db.run(sql`CREATE INDEX \`careers_department_idx\` ON \`careers\` (\`department\`);`)
  await db.run(sql`CREATE INDEX \`careers_employment_type_idx\` ON \`careers\` (\`employment_type\`);`)
  await db.run(sql`CREATE INDEX \`careers_branch_idx\` ON \`careers\` (\`branch_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_valid_through_idx\` ON \`careers\` (\`valid_through\`);`)
  await db.run(sql`CREATE INDEX \`careers_slug_idx\` ON \`careers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`careers_published_idx\` ON \`careers\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`careers_seo_seo_image_idx\` ON \`careers\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_updated_at_idx\` ON \`careers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`careers_created_at_idx\` ON \`careers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_properties_price_history\` (
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
  await db.run(sql`INSERT INTO \`__new_properties_price_history\`("_order", "_parent_id", "id", "at", "from", "to", "currency", "from_currency", "by_id") SELECT "_order", "_parent_id", "id", "at", "from", "to", "currency", "from_currency", "by_id" FROM \`properties_price_history\`;`)
  await db.run(sql`DROP TABLE \`properties_price_history\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_price_history\` RENAME TO \`properties_price_history\`;`)
  await db.run(sql`CREATE INDEX \`properties_price_history_order_idx\` ON \`properties_price_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_history_parent_id_idx\` ON \`properties_price_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_history_by_idx\` ON \`properties_price_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_properties_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties_floor_plans\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`properties_floor_plans\`;`)
  await db.run(sql`DROP TABLE \`properties_floor_plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_floor_plans\` RENAME TO \`properties_floor_plans\`;`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_order_idx\` ON \`properties_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_parent_id_idx\` ON \`properties_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_image_idx\` ON \`properties_floor_plans\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_properties_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`address\` text,
  	\`permit_authority\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties_locales\`("title", "description", "address", "permit_authority", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "description", "address", "permit_authority", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`properties_locales\`;`)
  await db.run(sql`DROP TABLE \`properties_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_locales\` RENAME TO \`properties_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_locales_locale_parent_id_unique\` ON \`properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`developer_name\` text,
  	\`address\` text,
  	\`permit_authority\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_locales\`("name", "description", "developer_name", "address", "permit_authority", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "name", "description", "developer_name", "address", "permit_authority", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_locales\` RENAME TO \`projects_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`source\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_figures_items\`("_order", "_parent_id", "id", "value", "source") SELECT "_order", "_parent_id", "id", "value", "source" FROM \`pages_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_figures_items\` RENAME TO \`pages_blocks_figures_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_items_order_idx\` ON \`pages_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_items_parent_id_idx\` ON \`pages_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_figures_items_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_figures_items_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`pages_blocks_figures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_figures_items_locales\` RENAME TO \`pages_blocks_figures_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figures_items_locales_locale_parent_id_unique\` ON \`pages_blocks_figures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`image_id\` integer NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image\`("_order", "_parent_id", "_path", "id", "hidden", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "hidden", "image_id", "block_name" FROM \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image\` RENAME TO \`pages_blocks_image\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_blogs_locales\` (
  	\`title\` text NOT NULL,
  	\`excerpt\` text,
  	\`content\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blogs_locales\`("title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "content", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`blogs_locales\`;`)
  await db.run(sql`DROP TABLE \`blogs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_blogs_locales\` RENAME TO \`blogs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blogs_locales_locale_parent_id_unique\` ON \`blogs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_locales\`("title", "summary", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "summary", "description", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`services_locales\`;`)
  await db.run(sql`DROP TABLE \`services_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_locales\` RENAME TO \`services_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_locales_locale_parent_id_unique\` ON \`services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`description\` text,
  	\`requirements\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_locales\`("title", "summary", "description", "requirements", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "summary", "description", "requirements", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`careers_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_locales\` RENAME TO \`careers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_locales_locale_parent_id_unique\` ON \`careers_locales\` (\`_locale\`,\`_parent_id\`);`)
}
