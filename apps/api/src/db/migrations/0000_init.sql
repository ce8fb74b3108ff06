CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"start_date" date DEFAULT CURRENT_DATE NOT NULL,
	"end_date" date DEFAULT CURRENT_DATE NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"inscription" boolean DEFAULT false NOT NULL,
	"only_for_inscribed" boolean DEFAULT false NOT NULL,
	"only_for_inscribed_id" integer,
	"data_management" text DEFAULT '' NOT NULL,
	"price_management" text DEFAULT '' NOT NULL,
	"participants_management" text DEFAULT '' NOT NULL,
	"num_real_participants_order" integer,
	"calendar_visible" boolean DEFAULT true NOT NULL,
	"calendar_color" varchar(7) DEFAULT '#FFCC88' NOT NULL,
	"image" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"explanation_json" jsonb,
	"requirements" text DEFAULT '' NOT NULL,
	"requirements_json" jsonb,
	"form_metadata" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_metadata_management" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_date_and_visit_type" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_targets" (
	"activity_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "activity_targets_activity_id_target_id_pk" PRIMARY KEY("activity_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_targets" (
	"campaign_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "campaign_targets_campaign_id_target_id_pk" PRIMARY KEY("campaign_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date DEFAULT CURRENT_DATE NOT NULL,
	"end_date" date DEFAULT CURRENT_DATE NOT NULL,
	"edition" varchar(8) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"supervisor_id" integer,
	"image" text,
	"file_agreement" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_json" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cif" varchar(20) NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"council_id" integer,
	"target_id" integer,
	"main_entity_id" integer,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"form" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_files_form_check" CHECK ("order_files"."form" IN ('request', 'management'))
);
--> statement-breakpoint
CREATE TABLE "order_state_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_state_id" integer,
	"to_state_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"entity_id" integer,
	"entity_mode" smallint DEFAULT 1 NOT NULL,
	"entity_data" jsonb,
	"user_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_data_management" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visitors" integer,
	"requested_date" date,
	"state_change_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_entity_mode_check" CHECK ("orders"."entity_mode" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "councils" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"meta" jsonb,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_states" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targets" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(20) NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT 'Asturias' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"council_id" integer,
	"role" smallint DEFAULT 0 NOT NULL,
	"organization_id" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"rgpd_agreed" boolean DEFAULT false NOT NULL,
	"linked_activity_id" integer,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"pending_password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_only_for_inscribed_id_activities_id_fk" FOREIGN KEY ("only_for_inscribed_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_targets" ADD CONSTRAINT "activity_targets_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_targets" ADD CONSTRAINT "activity_targets_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_targets" ADD CONSTRAINT "campaign_targets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_targets" ADD CONSTRAINT "campaign_targets_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_council_id_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."councils"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_main_entity_id_entities_id_fk" FOREIGN KEY ("main_entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_users" ADD CONSTRAINT "entity_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_users" ADD CONSTRAINT "entity_users_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_history" ADD CONSTRAINT "order_state_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_history" ADD CONSTRAINT "order_state_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_history" ADD CONSTRAINT "order_state_history_from_state_id_order_states_id_fk" FOREIGN KEY ("from_state_id") REFERENCES "public"."order_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_history" ADD CONSTRAINT "order_state_history_to_state_id_order_states_id_fk" FOREIGN KEY ("to_state_id") REFERENCES "public"."order_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_id_order_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."order_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_council_id_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."councils"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_campaign_idx" ON "activities" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "activities_active_idx" ON "activities" USING btree ("active");--> statement-breakpoint
CREATE INDEX "activities_only_for_inscribed_idx" ON "activities" USING btree ("only_for_inscribed_id");--> statement-breakpoint
CREATE INDEX "activities_name_lower_idx" ON "activities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "activity_targets_target_idx" ON "activity_targets" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "campaign_targets_target_idx" ON "campaign_targets" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "campaigns_supervisor_idx" ON "campaigns" USING btree ("supervisor_id");--> statement-breakpoint
CREATE INDEX "campaigns_active_idx" ON "campaigns" USING btree ("active");--> statement-breakpoint
CREATE INDEX "campaigns_organization_idx" ON "campaigns" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "campaigns_name_lower_idx" ON "campaigns" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "entities_name_lower_idx" ON "entities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "entities_cif_idx" ON "entities" USING btree ("cif");--> statement-breakpoint
CREATE INDEX "entities_council_idx" ON "entities" USING btree ("council_id");--> statement-breakpoint
CREATE INDEX "entities_main_entity_idx" ON "entities" USING btree ("main_entity_id");--> statement-breakpoint
CREATE INDEX "entity_users_user_idx" ON "entity_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "entity_users_entity_idx" ON "entity_users" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "order_files_order_idx" ON "order_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_state_history_order_idx" ON "order_state_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_activity_idx" ON "orders" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_entity_idx" ON "orders" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_activity_requested_date_idx" ON "orders" USING btree ("activity_id","requested_date");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';--> statement-breakpoint
CREATE INDEX "users_organization_role_idx" ON "users" USING btree ("organization_id","role");--> statement-breakpoint
CREATE INDEX "users_surname_name_idx" ON "users" USING btree ("surname","name");