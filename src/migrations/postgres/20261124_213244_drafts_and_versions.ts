import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_listing_status" AS ENUM('available', 'under-offer', 'sold', 'rented');
  CREATE TYPE "public"."enum__properties_v_version_purpose" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum__properties_v_version_rent_period" AS ENUM('yearly', 'monthly', 'weekly', 'daily');
  CREATE TYPE "public"."enum__properties_v_version_listing_status" AS ENUM('available', 'under-offer', 'sold', 'rented');
  CREATE TYPE "public"."enum__properties_v_version_payment_plan_frequency" AS ENUM('monthly', 'quarterly', 'yearly');
  CREATE TYPE "public"."enum__properties_v_version_furnishing" AS ENUM('furnished', 'semi-furnished', 'unfurnished');
  CREATE TYPE "public"."enum__properties_v_version_finishing" AS ENUM('core-shell', 'semi-finished', 'fully-finished', 'luxury');
  CREATE TYPE "public"."enum__properties_v_version_completion" AS ENUM('ready', 'off-plan');
  CREATE TYPE "public"."enum__properties_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__properties_v_published_locale" AS ENUM('ar', 'en');
  CREATE TYPE "public"."enum_projects_listing_status" AS ENUM('planned', 'launched', 'under-construction', 'ready', 'delivered');
  CREATE TYPE "public"."enum__projects_v_version_payment_plans_frequency" AS ENUM('monthly', 'quarterly', 'yearly');
  CREATE TYPE "public"."enum__projects_v_version_listing_status" AS ENUM('planned', 'launched', 'under-construction', 'ready', 'delivered');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('ar', 'en');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_figures_items_source" AS ENUM('listings', 'cities', 'projects');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('ar', 'en');
  CREATE TYPE "public"."enum_blogs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blogs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blogs_v_published_locale" AS ENUM('ar', 'en');
  CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_published_locale" AS ENUM('ar', 'en');
  CREATE TYPE "public"."enum_careers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__careers_v_version_department" AS ENUM('sales', 'leasing', 'marketing', 'operations', 'finance', 'technology', 'customer-care');
  CREATE TYPE "public"."enum__careers_v_version_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');
  CREATE TYPE "public"."enum__careers_v_version_salary_period" AS ENUM('hour', 'day', 'week', 'month', 'year');
  CREATE TYPE "public"."enum__careers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__careers_v_published_locale" AS ENUM('ar', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_properties_v_version_price_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"from" numeric,
  	"to" numeric,
  	"currency" varchar,
  	"from_currency" varchar,
  	"by_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_properties_v_version_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_properties_v_version_floor_plans_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_properties_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_reference" varchar,
  	"version_purpose" "enum__properties_v_version_purpose" DEFAULT 'sale',
  	"version_rent_period" "enum__properties_v_version_rent_period",
  	"version_status" "enum__properties_v_version_listing_status" DEFAULT 'available',
  	"version_category_id" integer,
  	"version_type_id" integer,
  	"version_price" numeric,
  	"version_currency" varchar DEFAULT 'AED',
  	"version_price_on_request" boolean DEFAULT false,
  	"version_price_base" numeric,
  	"version_price_reduced_at" timestamp(3) with time zone,
  	"version_price_before" numeric,
  	"version_payment_plan_down_payment_percent" numeric,
  	"version_payment_plan_years" numeric,
  	"version_payment_plan_frequency" "enum__properties_v_version_payment_plan_frequency" DEFAULT 'monthly',
  	"version_payment_plan_handover_percent" numeric,
  	"version_area" numeric,
  	"version_plot_area" numeric,
  	"version_bedrooms" numeric,
  	"version_bathrooms" numeric,
  	"version_furnishing" "enum__properties_v_version_furnishing",
  	"version_finishing" "enum__properties_v_version_finishing",
  	"version_floor" numeric,
  	"version_year_built" numeric,
  	"version_completion" "enum__properties_v_version_completion" DEFAULT 'ready',
  	"version_handover_date" timestamp(3) with time zone,
  	"version_country_id" integer,
  	"version_state_id" integer,
  	"version_city_id" integer,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_permit_number" varchar,
  	"version_permit_verified_at" timestamp(3) with time zone,
  	"version_permit_verified_by_id" integer,
  	"version_video_url" varchar,
  	"version_virtual_tour_url" varchar,
  	"version_project_id" integer,
  	"version_agent_id" integer,
  	"version_branch_id" integer,
  	"version_seo_image_id" integer,
  	"version_slug" varchar,
  	"version_published" boolean DEFAULT false,
  	"version_english_missing" boolean DEFAULT true,
  	"version_listed_at" timestamp(3) with time zone,
  	"version_featured" boolean DEFAULT false,
  	"version_luxury" boolean DEFAULT false,
  	"version_virtual" boolean DEFAULT false,
  	"version_search_text" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__properties_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__properties_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_properties_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_address" varchar,
  	"version_permit_authority" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_properties_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"amenities_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_projects_v_version_unit_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type_id" integer,
  	"bedrooms" numeric,
  	"area_min" numeric,
  	"area_max" numeric,
  	"price_min" numeric,
  	"price_max" numeric,
  	"floor_plan_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_payment_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"down_payment_percent" numeric,
  	"years" numeric,
  	"frequency" "enum__projects_v_version_payment_plans_frequency" DEFAULT 'monthly',
  	"handover_percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_payment_plans_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_developer_logo_id" integer,
  	"version_status" "enum__projects_v_version_listing_status" DEFAULT 'launched',
  	"version_progress" numeric DEFAULT 0,
  	"version_launch_date" timestamp(3) with time zone,
  	"version_handover_date" timestamp(3) with time zone,
  	"version_total_units" numeric,
  	"version_available_units" numeric,
  	"version_category_id" integer,
  	"version_starting_price" numeric,
  	"version_currency" varchar DEFAULT 'AED',
  	"version_price_base" numeric,
  	"version_country_id" integer,
  	"version_state_id" integer,
  	"version_city_id" integer,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_permit_number" varchar,
  	"version_permit_verified_at" timestamp(3) with time zone,
  	"version_permit_verified_by_id" integer,
  	"version_master_plan_id" integer,
  	"version_brochure_id" integer,
  	"version_video_url" varchar,
  	"version_seo_image_id" integer,
  	"version_slug" varchar,
  	"version_published" boolean DEFAULT false,
  	"version_english_missing" boolean DEFAULT true,
  	"version_listed_at" timestamp(3) with time zone,
  	"version_featured" boolean DEFAULT false,
  	"version_search_text" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__projects_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_name" varchar,
  	"version_description" jsonb,
  	"version_developer_name" varchar,
  	"version_address" varchar,
  	"version_permit_authority" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"amenities_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"image_id" integer,
  	"show_search" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_featured_properties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_featured_properties_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_featured_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_featured_projects_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_luxury_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"limit" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_luxury_strip_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_services_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_services_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_latest_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_latest_articles_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_figures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"source" "enum__pages_v_blocks_figures_items_source",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"button_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_listings_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"query" varchar,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_listings_grid_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"limit" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_permalink" varchar,
  	"version_published" boolean DEFAULT false,
  	"version_seo_image_id" integer,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer,
  	"projects_id" integer,
  	"media_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "_blogs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_cover_id" integer,
  	"version_category_id" integer,
  	"version_author_id" integer,
  	"version_insight" boolean DEFAULT false,
  	"version_published_at" timestamp(3) with time zone,
  	"version_slug" varchar,
  	"version_published" boolean DEFAULT false,
  	"version_featured" boolean DEFAULT false,
  	"version_seo_image_id" integer,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blogs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blogs_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_blogs_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blogs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer
  );
  
  CREATE TABLE "_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_icon" varchar,
  	"version_image_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_published" boolean DEFAULT false,
  	"version_seo_image_id" integer,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__services_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_services_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_department" "enum__careers_v_version_department",
  	"version_employment_type" "enum__careers_v_version_employment_type",
  	"version_branch_id" integer,
  	"version_salary_min" numeric,
  	"version_salary_max" numeric,
  	"version_salary_currency" varchar DEFAULT 'AED',
  	"version_salary_period" "enum__careers_v_version_salary_period" DEFAULT 'month',
  	"version_valid_through" timestamp(3) with time zone,
  	"version_slug" varchar,
  	"version_published" boolean DEFAULT false,
  	"version_seo_image_id" integer,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__careers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__careers_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_careers_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_requirements" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "properties_price_history" ALTER COLUMN "at" DROP NOT NULL;
  ALTER TABLE "properties_floor_plans" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "reference" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "purpose" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE "public"."enum_properties_listing_status" USING "status"::text::"public"."enum_properties_listing_status";
  ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'available';
  ALTER TABLE "properties" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "type_id" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "currency" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "published" SET DEFAULT false;
  ALTER TABLE "properties_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "projects" ALTER COLUMN "status" SET DATA TYPE "public"."enum_projects_listing_status" USING "status"::text::"public"."enum_projects_listing_status";
  ALTER TABLE "projects" ALTER COLUMN "status" SET DEFAULT 'launched';
  ALTER TABLE "projects" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "currency" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "published" SET DEFAULT false;
  ALTER TABLE "projects_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages_blocks_figures_items" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "pages_blocks_figures_items_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "permalink" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "published" SET DEFAULT false;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "blogs" ALTER COLUMN "published" SET DEFAULT false;
  ALTER TABLE "blogs_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "published" SET DEFAULT false;
  ALTER TABLE "services_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "careers" ALTER COLUMN "department" DROP NOT NULL;
  ALTER TABLE "careers" ALTER COLUMN "employment_type" DROP NOT NULL;
  ALTER TABLE "careers" ALTER COLUMN "published" SET DEFAULT false;
  ALTER TABLE "careers_locales" ALTER COLUMN "title" DROP NOT NULL;
  DROP TYPE "public"."enum_properties_status";
  CREATE TYPE "public"."enum_properties_status" AS ENUM('draft', 'published');
  DROP TYPE "public"."enum_projects_status";
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  ALTER TABLE "properties" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "properties" ADD COLUMN "_status" "enum_properties_status" DEFAULT 'draft';
  ALTER TABLE "projects" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "projects" ADD COLUMN "_status" "enum_projects_status" DEFAULT 'draft';
  ALTER TABLE "pages" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "blogs" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "blogs" ADD COLUMN "_status" "enum_blogs_status" DEFAULT 'draft';
  ALTER TABLE "services" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "services" ADD COLUMN "_status" "enum_services_status" DEFAULT 'draft';
  ALTER TABLE "careers" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "careers" ADD COLUMN "_status" "enum_careers_status" DEFAULT 'draft';
  ALTER TABLE "_properties_v_version_price_history" ADD CONSTRAINT "_properties_v_version_price_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_version_price_history" ADD CONSTRAINT "_properties_v_version_price_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_floor_plans" ADD CONSTRAINT "_properties_v_version_floor_plans_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_version_floor_plans" ADD CONSTRAINT "_properties_v_version_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_floor_plans_locales" ADD CONSTRAINT "_properties_v_version_floor_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v_version_floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_parent_id_properties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_type_id_property_types_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_state_id_states_id_fk" FOREIGN KEY ("version_state_id") REFERENCES "public"."states"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_permit_verified_by_id_users_id_fk" FOREIGN KEY ("version_permit_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_project_id_projects_id_fk" FOREIGN KEY ("version_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_agent_id_team_members_id_fk" FOREIGN KEY ("version_agent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_branch_id_branches_id_fk" FOREIGN KEY ("version_branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_locales" ADD CONSTRAINT "_properties_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_amenities_fk" FOREIGN KEY ("amenities_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_unit_types" ADD CONSTRAINT "_projects_v_version_unit_types_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_unit_types" ADD CONSTRAINT "_projects_v_version_unit_types_floor_plan_id_media_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_unit_types" ADD CONSTRAINT "_projects_v_version_unit_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_payment_plans" ADD CONSTRAINT "_projects_v_version_payment_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_payment_plans_locales" ADD CONSTRAINT "_projects_v_version_payment_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_payment_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_developer_logo_id_media_id_fk" FOREIGN KEY ("version_developer_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_state_id_states_id_fk" FOREIGN KEY ("version_state_id") REFERENCES "public"."states"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_permit_verified_by_id_users_id_fk" FOREIGN KEY ("version_permit_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_master_plan_id_media_id_fk" FOREIGN KEY ("version_master_plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_brochure_id_media_id_fk" FOREIGN KEY ("version_brochure_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_amenities_fk" FOREIGN KEY ("amenities_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_properties" ADD CONSTRAINT "_pages_v_blocks_featured_properties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_properties_locales" ADD CONSTRAINT "_pages_v_blocks_featured_properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_featured_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_projects" ADD CONSTRAINT "_pages_v_blocks_featured_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_projects_locales" ADD CONSTRAINT "_pages_v_blocks_featured_projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_featured_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_luxury_strip" ADD CONSTRAINT "_pages_v_blocks_luxury_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_luxury_strip_locales" ADD CONSTRAINT "_pages_v_blocks_luxury_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_luxury_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services_list" ADD CONSTRAINT "_pages_v_blocks_services_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services_list_locales" ADD CONSTRAINT "_pages_v_blocks_services_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_services_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_articles" ADD CONSTRAINT "_pages_v_blocks_latest_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_articles_locales" ADD CONSTRAINT "_pages_v_blocks_latest_articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_latest_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_items" ADD CONSTRAINT "_pages_v_blocks_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_items_locales" ADD CONSTRAINT "_pages_v_blocks_figures_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures" ADD CONSTRAINT "_pages_v_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_locales" ADD CONSTRAINT "_pages_v_blocks_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_locales" ADD CONSTRAINT "_pages_v_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_locales" ADD CONSTRAINT "_pages_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD CONSTRAINT "_pages_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list_locales" ADD CONSTRAINT "_pages_v_blocks_faq_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_listings_grid" ADD CONSTRAINT "_pages_v_blocks_listings_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_listings_grid_locales" ADD CONSTRAINT "_pages_v_blocks_listings_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_listings_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team" ADD CONSTRAINT "_pages_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_locales" ADD CONSTRAINT "_pages_v_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_parent_id_blogs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_author_id_team_members_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v_locales" ADD CONSTRAINT "_blogs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blogs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_rels" ADD CONSTRAINT "_blogs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blogs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_rels" ADD CONSTRAINT "_blogs_v_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_locales" ADD CONSTRAINT "_services_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_parent_id_careers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."careers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_version_branch_id_branches_id_fk" FOREIGN KEY ("version_branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v_locales" ADD CONSTRAINT "_careers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_properties_v_version_price_history_order_idx" ON "_properties_v_version_price_history" USING btree ("_order");
  CREATE INDEX "_properties_v_version_price_history_parent_id_idx" ON "_properties_v_version_price_history" USING btree ("_parent_id");
  CREATE INDEX "_properties_v_version_price_history_by_idx" ON "_properties_v_version_price_history" USING btree ("by_id");
  CREATE INDEX "_properties_v_version_floor_plans_order_idx" ON "_properties_v_version_floor_plans" USING btree ("_order");
  CREATE INDEX "_properties_v_version_floor_plans_parent_id_idx" ON "_properties_v_version_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "_properties_v_version_floor_plans_image_idx" ON "_properties_v_version_floor_plans" USING btree ("image_id");
  CREATE UNIQUE INDEX "_properties_v_version_floor_plans_locales_locale_parent_id_u" ON "_properties_v_version_floor_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_parent_idx" ON "_properties_v" USING btree ("parent_id");
  CREATE INDEX "_properties_v_version_version_reference_idx" ON "_properties_v" USING btree ("version_reference");
  CREATE INDEX "_properties_v_version_version_purpose_idx" ON "_properties_v" USING btree ("version_purpose");
  CREATE INDEX "_properties_v_version_version_status_idx" ON "_properties_v" USING btree ("version_status");
  CREATE INDEX "_properties_v_version_version_category_idx" ON "_properties_v" USING btree ("version_category_id");
  CREATE INDEX "_properties_v_version_version_type_idx" ON "_properties_v" USING btree ("version_type_id");
  CREATE INDEX "_properties_v_version_version_price_base_idx" ON "_properties_v" USING btree ("version_price_base");
  CREATE INDEX "_properties_v_version_version_price_reduced_at_idx" ON "_properties_v" USING btree ("version_price_reduced_at");
  CREATE INDEX "_properties_v_version_version_area_idx" ON "_properties_v" USING btree ("version_area");
  CREATE INDEX "_properties_v_version_version_bedrooms_idx" ON "_properties_v" USING btree ("version_bedrooms");
  CREATE INDEX "_properties_v_version_version_bathrooms_idx" ON "_properties_v" USING btree ("version_bathrooms");
  CREATE INDEX "_properties_v_version_version_furnishing_idx" ON "_properties_v" USING btree ("version_furnishing");
  CREATE INDEX "_properties_v_version_version_completion_idx" ON "_properties_v" USING btree ("version_completion");
  CREATE INDEX "_properties_v_version_version_country_idx" ON "_properties_v" USING btree ("version_country_id");
  CREATE INDEX "_properties_v_version_version_state_idx" ON "_properties_v" USING btree ("version_state_id");
  CREATE INDEX "_properties_v_version_version_city_idx" ON "_properties_v" USING btree ("version_city_id");
  CREATE INDEX "_properties_v_version_permit_version_permit_verified_by_idx" ON "_properties_v" USING btree ("version_permit_verified_by_id");
  CREATE INDEX "_properties_v_version_version_project_idx" ON "_properties_v" USING btree ("version_project_id");
  CREATE INDEX "_properties_v_version_version_agent_idx" ON "_properties_v" USING btree ("version_agent_id");
  CREATE INDEX "_properties_v_version_version_branch_idx" ON "_properties_v" USING btree ("version_branch_id");
  CREATE INDEX "_properties_v_version_seo_version_seo_image_idx" ON "_properties_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_properties_v_version_version_slug_idx" ON "_properties_v" USING btree ("version_slug");
  CREATE INDEX "_properties_v_version_version_published_idx" ON "_properties_v" USING btree ("version_published");
  CREATE INDEX "_properties_v_version_version_english_missing_idx" ON "_properties_v" USING btree ("version_english_missing");
  CREATE INDEX "_properties_v_version_version_listed_at_idx" ON "_properties_v" USING btree ("version_listed_at");
  CREATE INDEX "_properties_v_version_version_featured_idx" ON "_properties_v" USING btree ("version_featured");
  CREATE INDEX "_properties_v_version_version_luxury_idx" ON "_properties_v" USING btree ("version_luxury");
  CREATE INDEX "_properties_v_version_version_virtual_idx" ON "_properties_v" USING btree ("version_virtual");
  CREATE INDEX "_properties_v_version_version_edited_by_idx" ON "_properties_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_properties_v_version_version_updated_at_idx" ON "_properties_v" USING btree ("version_updated_at");
  CREATE INDEX "_properties_v_version_version_created_at_idx" ON "_properties_v" USING btree ("version_created_at");
  CREATE INDEX "_properties_v_version_version__status_idx" ON "_properties_v" USING btree ("version__status");
  CREATE INDEX "_properties_v_created_at_idx" ON "_properties_v" USING btree ("created_at");
  CREATE INDEX "_properties_v_updated_at_idx" ON "_properties_v" USING btree ("updated_at");
  CREATE INDEX "_properties_v_snapshot_idx" ON "_properties_v" USING btree ("snapshot");
  CREATE INDEX "_properties_v_published_locale_idx" ON "_properties_v" USING btree ("published_locale");
  CREATE INDEX "_properties_v_latest_idx" ON "_properties_v" USING btree ("latest");
  CREATE INDEX "_properties_v_autosave_idx" ON "_properties_v" USING btree ("autosave");
  CREATE INDEX "version_published_version_purpose_version_priceBase_idx" ON "_properties_v" USING btree ("version_published","version_purpose","version_price_base");
  CREATE INDEX "version_published_version_city_version_priceBase_idx" ON "_properties_v" USING btree ("version_published","version_city_id","version_price_base");
  CREATE INDEX "version_published_version_luxury_idx" ON "_properties_v" USING btree ("version_published","version_luxury");
  CREATE UNIQUE INDEX "_properties_v_locales_locale_parent_id_unique" ON "_properties_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_rels_order_idx" ON "_properties_v_rels" USING btree ("order");
  CREATE INDEX "_properties_v_rels_parent_idx" ON "_properties_v_rels" USING btree ("parent_id");
  CREATE INDEX "_properties_v_rels_path_idx" ON "_properties_v_rels" USING btree ("path");
  CREATE INDEX "_properties_v_rels_amenities_id_idx" ON "_properties_v_rels" USING btree ("amenities_id");
  CREATE INDEX "_properties_v_rels_media_id_idx" ON "_properties_v_rels" USING btree ("media_id");
  CREATE INDEX "_projects_v_version_unit_types_order_idx" ON "_projects_v_version_unit_types" USING btree ("_order");
  CREATE INDEX "_projects_v_version_unit_types_parent_id_idx" ON "_projects_v_version_unit_types" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_unit_types_type_idx" ON "_projects_v_version_unit_types" USING btree ("type_id");
  CREATE INDEX "_projects_v_version_unit_types_floor_plan_idx" ON "_projects_v_version_unit_types" USING btree ("floor_plan_id");
  CREATE INDEX "_projects_v_version_payment_plans_order_idx" ON "_projects_v_version_payment_plans" USING btree ("_order");
  CREATE INDEX "_projects_v_version_payment_plans_parent_id_idx" ON "_projects_v_version_payment_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_projects_v_version_payment_plans_locales_locale_parent_id_u" ON "_projects_v_version_payment_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_developer_version_developer_logo_idx" ON "_projects_v" USING btree ("version_developer_logo_id");
  CREATE INDEX "_projects_v_version_version_status_idx" ON "_projects_v" USING btree ("version_status");
  CREATE INDEX "_projects_v_version_version_available_units_idx" ON "_projects_v" USING btree ("version_available_units");
  CREATE INDEX "_projects_v_version_version_category_idx" ON "_projects_v" USING btree ("version_category_id");
  CREATE INDEX "_projects_v_version_version_price_base_idx" ON "_projects_v" USING btree ("version_price_base");
  CREATE INDEX "_projects_v_version_version_country_idx" ON "_projects_v" USING btree ("version_country_id");
  CREATE INDEX "_projects_v_version_version_state_idx" ON "_projects_v" USING btree ("version_state_id");
  CREATE INDEX "_projects_v_version_version_city_idx" ON "_projects_v" USING btree ("version_city_id");
  CREATE INDEX "_projects_v_version_permit_version_permit_verified_by_idx" ON "_projects_v" USING btree ("version_permit_verified_by_id");
  CREATE INDEX "_projects_v_version_version_master_plan_idx" ON "_projects_v" USING btree ("version_master_plan_id");
  CREATE INDEX "_projects_v_version_version_brochure_idx" ON "_projects_v" USING btree ("version_brochure_id");
  CREATE INDEX "_projects_v_version_seo_version_seo_image_idx" ON "_projects_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v" USING btree ("version_slug");
  CREATE INDEX "_projects_v_version_version_published_idx" ON "_projects_v" USING btree ("version_published");
  CREATE INDEX "_projects_v_version_version_english_missing_idx" ON "_projects_v" USING btree ("version_english_missing");
  CREATE INDEX "_projects_v_version_version_listed_at_idx" ON "_projects_v" USING btree ("version_listed_at");
  CREATE INDEX "_projects_v_version_version_featured_idx" ON "_projects_v" USING btree ("version_featured");
  CREATE INDEX "_projects_v_version_version_edited_by_idx" ON "_projects_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_amenities_id_idx" ON "_projects_v_rels" USING btree ("amenities_id");
  CREATE INDEX "_projects_v_rels_media_id_idx" ON "_projects_v_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_properties_order_idx" ON "_pages_v_blocks_featured_properties" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_featured_properties_parent_id_idx" ON "_pages_v_blocks_featured_properties" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_properties_path_idx" ON "_pages_v_blocks_featured_properties" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_featured_properties_locales_locale_parent_id" ON "_pages_v_blocks_featured_properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_projects_order_idx" ON "_pages_v_blocks_featured_projects" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_featured_projects_parent_id_idx" ON "_pages_v_blocks_featured_projects" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_projects_path_idx" ON "_pages_v_blocks_featured_projects" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_featured_projects_locales_locale_parent_id_u" ON "_pages_v_blocks_featured_projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_luxury_strip_order_idx" ON "_pages_v_blocks_luxury_strip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_luxury_strip_parent_id_idx" ON "_pages_v_blocks_luxury_strip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_luxury_strip_path_idx" ON "_pages_v_blocks_luxury_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_luxury_strip_locales_locale_parent_id_unique" ON "_pages_v_blocks_luxury_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_services_list_order_idx" ON "_pages_v_blocks_services_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_services_list_parent_id_idx" ON "_pages_v_blocks_services_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_services_list_path_idx" ON "_pages_v_blocks_services_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_services_list_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_services_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_articles_order_idx" ON "_pages_v_blocks_latest_articles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_articles_parent_id_idx" ON "_pages_v_blocks_latest_articles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_articles_path_idx" ON "_pages_v_blocks_latest_articles" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_latest_articles_locales_locale_parent_id_uni" ON "_pages_v_blocks_latest_articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_items_order_idx" ON "_pages_v_blocks_figures_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_items_parent_id_idx" ON "_pages_v_blocks_figures_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_figures_items_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_figures_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_order_idx" ON "_pages_v_blocks_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_parent_id_idx" ON "_pages_v_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_path_idx" ON "_pages_v_blocks_figures" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_figures_locales_locale_parent_id_unique" ON "_pages_v_blocks_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_cta_locales_locale_parent_id_unique" ON "_pages_v_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_locales_locale_parent_id_unique" ON "_pages_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "_pages_v_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_locales_locale_parent_id_unique" ON "_pages_v_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_order_idx" ON "_pages_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_list_parent_id_idx" ON "_pages_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_path_idx" ON "_pages_v_blocks_faq_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_listings_grid_order_idx" ON "_pages_v_blocks_listings_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_listings_grid_parent_id_idx" ON "_pages_v_blocks_listings_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_listings_grid_path_idx" ON "_pages_v_blocks_listings_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_listings_grid_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_listings_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_team_order_idx" ON "_pages_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_parent_id_idx" ON "_pages_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_path_idx" ON "_pages_v_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_team_locales_locale_parent_id_unique" ON "_pages_v_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_permalink_idx" ON "_pages_v" USING btree ("version_permalink");
  CREATE INDEX "_pages_v_version_version_published_idx" ON "_pages_v" USING btree ("version_published");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_edited_by_idx" ON "_pages_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_properties_id_idx" ON "_pages_v_rels" USING btree ("properties_id");
  CREATE INDEX "_pages_v_rels_projects_id_idx" ON "_pages_v_rels" USING btree ("projects_id");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_rels_faqs_id_idx" ON "_pages_v_rels" USING btree ("faqs_id");
  CREATE INDEX "_blogs_v_parent_idx" ON "_blogs_v" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_version_version_cover_idx" ON "_blogs_v" USING btree ("version_cover_id");
  CREATE INDEX "_blogs_v_version_version_category_idx" ON "_blogs_v" USING btree ("version_category_id");
  CREATE INDEX "_blogs_v_version_version_author_idx" ON "_blogs_v" USING btree ("version_author_id");
  CREATE INDEX "_blogs_v_version_version_insight_idx" ON "_blogs_v" USING btree ("version_insight");
  CREATE INDEX "_blogs_v_version_version_published_at_idx" ON "_blogs_v" USING btree ("version_published_at");
  CREATE INDEX "_blogs_v_version_version_slug_idx" ON "_blogs_v" USING btree ("version_slug");
  CREATE INDEX "_blogs_v_version_version_published_idx" ON "_blogs_v" USING btree ("version_published");
  CREATE INDEX "_blogs_v_version_version_featured_idx" ON "_blogs_v" USING btree ("version_featured");
  CREATE INDEX "_blogs_v_version_seo_version_seo_image_idx" ON "_blogs_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_blogs_v_version_version_edited_by_idx" ON "_blogs_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_blogs_v_version_version_updated_at_idx" ON "_blogs_v" USING btree ("version_updated_at");
  CREATE INDEX "_blogs_v_version_version_created_at_idx" ON "_blogs_v" USING btree ("version_created_at");
  CREATE INDEX "_blogs_v_version_version__status_idx" ON "_blogs_v" USING btree ("version__status");
  CREATE INDEX "_blogs_v_created_at_idx" ON "_blogs_v" USING btree ("created_at");
  CREATE INDEX "_blogs_v_updated_at_idx" ON "_blogs_v" USING btree ("updated_at");
  CREATE INDEX "_blogs_v_snapshot_idx" ON "_blogs_v" USING btree ("snapshot");
  CREATE INDEX "_blogs_v_published_locale_idx" ON "_blogs_v" USING btree ("published_locale");
  CREATE INDEX "_blogs_v_latest_idx" ON "_blogs_v" USING btree ("latest");
  CREATE INDEX "_blogs_v_autosave_idx" ON "_blogs_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_blogs_v_locales_locale_parent_id_unique" ON "_blogs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blogs_v_rels_order_idx" ON "_blogs_v_rels" USING btree ("order");
  CREATE INDEX "_blogs_v_rels_parent_idx" ON "_blogs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_rels_path_idx" ON "_blogs_v_rels" USING btree ("path");
  CREATE INDEX "_blogs_v_rels_properties_id_idx" ON "_blogs_v_rels" USING btree ("properties_id");
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_image_idx" ON "_services_v" USING btree ("version_image_id");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_published_idx" ON "_services_v" USING btree ("version_published");
  CREATE INDEX "_services_v_version_seo_version_seo_image_idx" ON "_services_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_services_v_version_version_edited_by_idx" ON "_services_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_snapshot_idx" ON "_services_v" USING btree ("snapshot");
  CREATE INDEX "_services_v_published_locale_idx" ON "_services_v" USING btree ("published_locale");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_services_v_locales_locale_parent_id_unique" ON "_services_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_parent_idx" ON "_careers_v" USING btree ("parent_id");
  CREATE INDEX "_careers_v_version_version_department_idx" ON "_careers_v" USING btree ("version_department");
  CREATE INDEX "_careers_v_version_version_employment_type_idx" ON "_careers_v" USING btree ("version_employment_type");
  CREATE INDEX "_careers_v_version_version_branch_idx" ON "_careers_v" USING btree ("version_branch_id");
  CREATE INDEX "_careers_v_version_version_valid_through_idx" ON "_careers_v" USING btree ("version_valid_through");
  CREATE INDEX "_careers_v_version_version_slug_idx" ON "_careers_v" USING btree ("version_slug");
  CREATE INDEX "_careers_v_version_version_published_idx" ON "_careers_v" USING btree ("version_published");
  CREATE INDEX "_careers_v_version_seo_version_seo_image_idx" ON "_careers_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_careers_v_version_version_edited_by_idx" ON "_careers_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_careers_v_version_version_updated_at_idx" ON "_careers_v" USING btree ("version_updated_at");
  CREATE INDEX "_careers_v_version_version_created_at_idx" ON "_careers_v" USING btree ("version_created_at");
  CREATE INDEX "_careers_v_version_version__status_idx" ON "_careers_v" USING btree ("version__status");
  CREATE INDEX "_careers_v_created_at_idx" ON "_careers_v" USING btree ("created_at");
  CREATE INDEX "_careers_v_updated_at_idx" ON "_careers_v" USING btree ("updated_at");
  CREATE INDEX "_careers_v_snapshot_idx" ON "_careers_v" USING btree ("snapshot");
  CREATE INDEX "_careers_v_published_locale_idx" ON "_careers_v" USING btree ("published_locale");
  CREATE INDEX "_careers_v_latest_idx" ON "_careers_v" USING btree ("latest");
  CREATE INDEX "_careers_v_autosave_idx" ON "_careers_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_careers_v_locales_locale_parent_id_unique" ON "_careers_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "properties" ADD CONSTRAINT "properties_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers" ADD CONSTRAINT "careers_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "properties_edited_by_idx" ON "properties" USING btree ("edited_by_id");
  CREATE INDEX "properties__status_idx" ON "properties" USING btree ("_status");
  CREATE INDEX "projects_edited_by_idx" ON "projects" USING btree ("edited_by_id");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "pages_edited_by_idx" ON "pages" USING btree ("edited_by_id");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "blogs_edited_by_idx" ON "blogs" USING btree ("edited_by_id");
  CREATE INDEX "blogs__status_idx" ON "blogs" USING btree ("_status");
  CREATE INDEX "services_edited_by_idx" ON "services" USING btree ("edited_by_id");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE INDEX "careers_edited_by_idx" ON "careers" USING btree ("edited_by_id");
  CREATE INDEX "careers__status_idx" ON "careers" USING btree ("_status");`)
  // What was published stays published: the status of every record follows its flag.
  for (const table of ['properties', 'projects', 'pages', 'blogs', 'services', 'careers']) {
    await db.execute(sql.raw(`UPDATE "${table}" SET "_status" = (CASE WHEN "published" THEN 'published' ELSE 'draft' END)::"enum_${table}_status"`))
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_properties_v_version_price_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_version_floor_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_version_floor_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_unit_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_payment_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_payment_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_properties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_properties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_luxury_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_luxury_strip_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_services_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_services_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figures_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figures_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_listings_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_listings_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blogs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blogs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blogs_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_properties_v_version_price_history" CASCADE;
  DROP TABLE "_properties_v_version_floor_plans" CASCADE;
  DROP TABLE "_properties_v_version_floor_plans_locales" CASCADE;
  DROP TABLE "_properties_v" CASCADE;
  DROP TABLE "_properties_v_locales" CASCADE;
  DROP TABLE "_properties_v_rels" CASCADE;
  DROP TABLE "_projects_v_version_unit_types" CASCADE;
  DROP TABLE "_projects_v_version_payment_plans" CASCADE;
  DROP TABLE "_projects_v_version_payment_plans_locales" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_properties" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_properties_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_projects" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_projects_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_luxury_strip" CASCADE;
  DROP TABLE "_pages_v_blocks_luxury_strip_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_services_list" CASCADE;
  DROP TABLE "_pages_v_blocks_services_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_articles" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_articles_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_items" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_image_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_listings_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_listings_grid_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_team" CASCADE;
  DROP TABLE "_pages_v_blocks_team_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "_blogs_v" CASCADE;
  DROP TABLE "_blogs_v_locales" CASCADE;
  DROP TABLE "_blogs_v_rels" CASCADE;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_services_v_locales" CASCADE;
  DROP TABLE "_careers_v" CASCADE;
  DROP TABLE "_careers_v_locales" CASCADE;
  ALTER TABLE "properties" DROP CONSTRAINT "properties_edited_by_id_users_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_edited_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_edited_by_id_users_id_fk";
  
  ALTER TABLE "blogs" DROP CONSTRAINT "blogs_edited_by_id_users_id_fk";
  
  ALTER TABLE "services" DROP CONSTRAINT "services_edited_by_id_users_id_fk";
  
  ALTER TABLE "careers" DROP CONSTRAINT "careers_edited_by_id_users_id_fk";
  
  ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'available'::text;
  DROP TYPE "public"."enum_properties_status";
  CREATE TYPE "public"."enum_properties_status" AS ENUM('available', 'under-offer', 'sold', 'rented');
  ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'available'::"public"."enum_properties_status";
  ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE "public"."enum_properties_status" USING "status"::"public"."enum_properties_status";
  ALTER TABLE "projects" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "projects" ALTER COLUMN "status" SET DEFAULT 'launched'::text;
  DROP TYPE "public"."enum_projects_status";
  CREATE TYPE "public"."enum_projects_status" AS ENUM('planned', 'launched', 'under-construction', 'ready', 'delivered');
  ALTER TABLE "projects" ALTER COLUMN "status" SET DEFAULT 'launched'::"public"."enum_projects_status";
  ALTER TABLE "projects" ALTER COLUMN "status" SET DATA TYPE "public"."enum_projects_status" USING "status"::"public"."enum_projects_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaff', 'alertConfirm', 'alertDigest', 'alertScan');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaff', 'alertConfirm', 'alertDigest', 'alertScan');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "properties_edited_by_idx";
  DROP INDEX "properties__status_idx";
  DROP INDEX "projects_edited_by_idx";
  DROP INDEX "projects__status_idx";
  DROP INDEX "pages_edited_by_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "blogs_edited_by_idx";
  DROP INDEX "blogs__status_idx";
  DROP INDEX "services_edited_by_idx";
  DROP INDEX "services__status_idx";
  DROP INDEX "careers_edited_by_idx";
  DROP INDEX "careers__status_idx";
  ALTER TABLE "properties_price_history" ALTER COLUMN "at" SET NOT NULL;
  ALTER TABLE "properties_floor_plans" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "reference" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "purpose" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE "public"."enum_properties_status" USING "status"::text::"public"."enum_properties_status";
  ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'available';
  ALTER TABLE "properties" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "type_id" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "currency" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "published" SET DEFAULT true;
  ALTER TABLE "properties_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "projects" ALTER COLUMN "status" SET DATA TYPE "public"."enum_projects_status" USING "status"::text::"public"."enum_projects_status";
  ALTER TABLE "projects" ALTER COLUMN "status" SET DEFAULT 'launched';
  ALTER TABLE "projects" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "currency" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "published" SET DEFAULT true;
  ALTER TABLE "projects_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages_blocks_figures_items" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "pages_blocks_figures_items_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_image" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "permalink" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "published" SET DEFAULT true;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "blogs" ALTER COLUMN "published" SET DEFAULT true;
  ALTER TABLE "blogs_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "published" SET DEFAULT true;
  ALTER TABLE "services_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "careers" ALTER COLUMN "department" SET NOT NULL;
  ALTER TABLE "careers" ALTER COLUMN "employment_type" SET NOT NULL;
  ALTER TABLE "careers" ALTER COLUMN "published" SET DEFAULT true;
  ALTER TABLE "careers_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "properties" DROP COLUMN "edited_by_id";
  ALTER TABLE "properties" DROP COLUMN "_status";
  ALTER TABLE "projects" DROP COLUMN "edited_by_id";
  ALTER TABLE "projects" DROP COLUMN "_status";
  ALTER TABLE "pages" DROP COLUMN "edited_by_id";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "blogs" DROP COLUMN "edited_by_id";
  ALTER TABLE "blogs" DROP COLUMN "_status";
  ALTER TABLE "services" DROP COLUMN "edited_by_id";
  ALTER TABLE "services" DROP COLUMN "_status";
  ALTER TABLE "careers" DROP COLUMN "edited_by_id";
  ALTER TABLE "careers" DROP COLUMN "_status";
  DROP TYPE "public"."enum_properties_listing_status";
  DROP TYPE "public"."enum__properties_v_version_purpose";
  DROP TYPE "public"."enum__properties_v_version_rent_period";
  DROP TYPE "public"."enum__properties_v_version_listing_status";
  DROP TYPE "public"."enum__properties_v_version_payment_plan_frequency";
  DROP TYPE "public"."enum__properties_v_version_furnishing";
  DROP TYPE "public"."enum__properties_v_version_finishing";
  DROP TYPE "public"."enum__properties_v_version_completion";
  DROP TYPE "public"."enum__properties_v_version_status";
  DROP TYPE "public"."enum__properties_v_published_locale";
  DROP TYPE "public"."enum_projects_listing_status";
  DROP TYPE "public"."enum__projects_v_version_payment_plans_frequency";
  DROP TYPE "public"."enum__projects_v_version_listing_status";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_figures_items_source";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_blogs_status";
  DROP TYPE "public"."enum__blogs_v_version_status";
  DROP TYPE "public"."enum__blogs_v_published_locale";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum__services_v_published_locale";
  DROP TYPE "public"."enum_careers_status";
  DROP TYPE "public"."enum__careers_v_version_department";
  DROP TYPE "public"."enum__careers_v_version_employment_type";
  DROP TYPE "public"."enum__careers_v_version_salary_period";
  DROP TYPE "public"."enum__careers_v_version_status";
  DROP TYPE "public"."enum__careers_v_published_locale";`)
}
