CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_username" text,
	"cloud_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_profile_blf" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"position" integer NOT NULL,
	"extension" text NOT NULL,
	"label" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"proxy" text NOT NULL,
	"transport" text DEFAULT 'udp' NOT NULL,
	"expires" integer,
	"outbound_proxy_enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cloud_id" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ts" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"msg" text NOT NULL,
	"filename" text,
	"host" text,
	"job" text,
	"caller" text,
	"function_name" text,
	"error" text,
	"stacktrace" text,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"user" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "netsapiens_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"api_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_enc" text NOT NULL,
	"superuser" text NOT NULL,
	"superpass_enc" text NOT NULL,
	"delivery_webhook" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "softphone_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"user" text NOT NULL,
	"softphone" boolean DEFAULT false NOT NULL,
	"contacts_filter" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"accountcode" text NOT NULL,
	"company" text NOT NULL,
	"cloud_id" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"fetching_method" text DEFAULT 'remote_api' NOT NULL,
	"company_type" text DEFAULT 'Simple Company' NOT NULL,
	"ns_reseller_part" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_cloud_id_unique" UNIQUE("cloud_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_type" text DEFAULT 'user' NOT NULL,
	"password_hash" text NOT NULL,
	"picture_file_id" uuid,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"admin_base_url" text NOT NULL,
	"email_host" text NOT NULL,
	"email_port" integer NOT NULL,
	"email_username" text NOT NULL,
	"email_password_enc" text NOT NULL,
	"email_from" text NOT NULL,
	"email_encryption" text NOT NULL,
	"park_lower_limit" integer NOT NULL,
	"park_upper_limit" integer NOT NULL,
	"park_lower_limit2" integer,
	"park_upper_limit2" integer,
	"engage_widget_url" text,
	"signin_logo_id" uuid,
	"dashboard_logo_id" uuid,
	"custom_tab_background_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_labels_subscriber_id_unique" UNIQUE("subscriber_id")
);
--> statement-breakpoint
ALTER TABLE "client_profile_blf" ADD CONSTRAINT "client_profile_blf_profile_id_client_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."client_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "netsapiens_connections" ADD CONSTRAINT "netsapiens_connections_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_picture_file_id_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_labels" ADD CONSTRAINT "white_labels_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_labels" ADD CONSTRAINT "white_labels_signin_logo_id_files_id_fk" FOREIGN KEY ("signin_logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_labels" ADD CONSTRAINT "white_labels_dashboard_logo_id_files_id_fk" FOREIGN KEY ("dashboard_logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_labels" ADD CONSTRAINT "white_labels_custom_tab_background_id_files_id_fk" FOREIGN KEY ("custom_tab_background_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_cloud_time" ON "audit_events" USING btree ("cloud_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_profile_blf_position" ON "client_profile_blf" USING btree ("profile_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_settings_cloud_domain" ON "domain_settings" USING btree ("cloud_id","domain");--> statement-breakpoint
CREATE INDEX "log_entries_ts" ON "log_entries" USING btree ("ts");--> statement-breakpoint
CREATE INDEX "log_entries_level_ts" ON "log_entries" USING btree ("level","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "softphone_settings_key" ON "softphone_settings" USING btree ("cloud_id","domain","user");--> statement-breakpoint
CREATE UNIQUE INDEX "users_subscriber_username" ON "users" USING btree ("subscriber_id",lower("username"));