CREATE TABLE "team_preferences" (
	"user_id" integer NOT NULL,
	"team_number" integer NOT NULL,
	"highlight_color" text DEFAULT '#ffd166' NOT NULL,
	"notif_upcoming" boolean DEFAULT true NOT NULL,
	"notif_alliance" boolean DEFAULT true NOT NULL,
	"notif_results" boolean DEFAULT true NOT NULL,
	"notif_awards" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_preferences_user_id_team_number_pk" PRIMARY KEY("user_id","team_number")
);
--> statement-breakpoint
ALTER TABLE "team_preferences" ADD CONSTRAINT "team_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_preferences_team_idx" ON "team_preferences" USING btree ("team_number");