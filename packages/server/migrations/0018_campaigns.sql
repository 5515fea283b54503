CREATE TABLE "contact_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contact_list_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_whatsapp_valid" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_list_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_list_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text,
	"media_type" text,
	"mimetype" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_opt_outs" (
	"company_id" integer NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_opt_outs_company_id_number_pk" PRIMARY KEY("company_id","number")
);
--> statement-breakpoint
CREATE TABLE "campaign_settings" (
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_settings_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "campaign_shippings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_shippings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"variant" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_id" bigint,
	"confirmation_message_id" bigint,
	"confirmation_requested_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'INATIVA' NOT NULL,
	"confirmation" boolean DEFAULT false NOT NULL,
	"message1" text,
	"message2" text,
	"message3" text,
	"message4" text,
	"message5" text,
	"confirmation_message1" text,
	"confirmation_message2" text,
	"confirmation_message3" text,
	"confirmation_message4" text,
	"confirmation_message5" text,
	"scheduled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"whatsapp_id" integer,
	"contact_list_id" integer,
	"tag_list_id" integer,
	"file_list_id" integer,
	"media_path" text,
	"media_name" text,
	"mimetype" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_list_items" ADD CONSTRAINT "contact_list_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_items" ADD CONSTRAINT "contact_list_items_contact_list_id_contact_lists_id_fk" FOREIGN KEY ("contact_list_id") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD CONSTRAINT "contact_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_list_options" ADD CONSTRAINT "file_list_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_list_options" ADD CONSTRAINT "file_list_options_file_list_id_file_lists_id_fk" FOREIGN KEY ("file_list_id") REFERENCES "public"."file_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_lists" ADD CONSTRAINT "file_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_lists" ADD CONSTRAINT "file_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_opt_outs" ADD CONSTRAINT "campaign_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_settings" ADD CONSTRAINT "campaign_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_shippings" ADD CONSTRAINT "campaign_shippings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_shippings" ADD CONSTRAINT "campaign_shippings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_contact_list_id_contact_lists_id_fk" FOREIGN KEY ("contact_list_id") REFERENCES "public"."contact_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tag_list_id_tags_id_fk" FOREIGN KEY ("tag_list_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_file_list_id_file_lists_id_fk" FOREIGN KEY ("file_list_id") REFERENCES "public"."file_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_list_items_list_number_uq" ON "contact_list_items" USING btree ("contact_list_id","number");--> statement-breakpoint
CREATE INDEX "contact_list_items_company_list_idx" ON "contact_list_items" USING btree ("company_id","contact_list_id","name");--> statement-breakpoint
CREATE INDEX "contact_lists_company_idx" ON "contact_lists" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "file_list_options_list_idx" ON "file_list_options" USING btree ("file_list_id");--> statement-breakpoint
CREATE INDEX "file_lists_company_idx" ON "file_lists" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_shippings_campaign_number_uq" ON "campaign_shippings" USING btree ("campaign_id","number");--> statement-breakpoint
CREATE INDEX "campaign_shippings_campaign_status_idx" ON "campaign_shippings" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "campaign_shippings_company_number_idx" ON "campaign_shippings" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "campaign_shippings_message_idx" ON "campaign_shippings" USING btree ("message_id") WHERE message_id is not null;--> statement-breakpoint
CREATE INDEX "campaigns_company_idx" ON "campaigns" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status","whatsapp_id");