-- Match scouting (issue 31): the season's form by version, who scouts which driver-station position, the reports
-- phones send (the device makes their ids) and every save of each, kept whole.
CREATE TABLE "scouting_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"station" text NOT NULL,
	"first_match" integer NOT NULL,
	"last_match" integer,
	"user_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scouting_assignments_block" CHECK ("scouting_assignments"."last_match" is null or "scouting_assignments"."last_match" >= "scouting_assignments"."first_match")
);
--> statement-breakpoint
CREATE TABLE "scouting_forms" (
	"season" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scouting_forms_season_version_pk" PRIMARY KEY("season","version")
);
--> statement-breakpoint
CREATE TABLE "scouting_report_versions" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL,
	"base_submission_id" uuid,
	"values" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"delivered_by" integer
);
--> statement-breakpoint
CREATE TABLE "scouting_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"match_key" text NOT NULL,
	"station" text NOT NULL,
	"team_number" integer NOT NULL,
	"form_season" integer NOT NULL,
	"form_version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"field_times" jsonb NOT NULL,
	"scouted_by" integer,
	"delivered_by" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"versions" integer DEFAULT 1 NOT NULL,
	"last_submission_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scouting_assignments" ADD CONSTRAINT "scouting_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_assignments" ADD CONSTRAINT "scouting_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_forms" ADD CONSTRAINT "scouting_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_report_versions" ADD CONSTRAINT "scouting_report_versions_report_id_scouting_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."scouting_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_report_versions" ADD CONSTRAINT "scouting_report_versions_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_reports" ADD CONSTRAINT "scouting_reports_scouted_by_users_id_fk" FOREIGN KEY ("scouted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_reports" ADD CONSTRAINT "scouting_reports_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_reports" ADD CONSTRAINT "scouting_reports_form_season_form_version_scouting_forms_season_version_fk" FOREIGN KEY ("form_season","form_version") REFERENCES "public"."scouting_forms"("season","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scouting_assignments_event_idx" ON "scouting_assignments" USING btree ("event_key","station");--> statement-breakpoint
CREATE INDEX "scouting_report_versions_report_idx" ON "scouting_report_versions" USING btree ("report_id","received_at");--> statement-breakpoint
CREATE INDEX "scouting_reports_event_team_idx" ON "scouting_reports" USING btree ("event_key","team_number");--> statement-breakpoint
CREATE INDEX "scouting_reports_event_match_idx" ON "scouting_reports" USING btree ("event_key","match_key");