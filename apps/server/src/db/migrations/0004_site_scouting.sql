CREATE TABLE "sponsor_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"ip_address" text,
	"forward_status" text DEFAULT 'pending' NOT NULL,
	"forwarded_at" timestamp with time zone,
	"forward_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scouting_pick_entries" (
	"event_key" text NOT NULL,
	"team_number" integer NOT NULL,
	"tier" text,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scouting_pick_entries_event_key_team_number_pk" PRIMARY KEY("event_key","team_number"),
	CONSTRAINT "scouting_pick_entries_note_length" CHECK (char_length("scouting_pick_entries"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "scouting_pick_lists" (
	"event_key" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scouting_pick_entries" ADD CONSTRAINT "scouting_pick_entries_event_key_scouting_pick_lists_event_key_fk" FOREIGN KEY ("event_key") REFERENCES "public"."scouting_pick_lists"("event_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouting_pick_entries" ADD CONSTRAINT "scouting_pick_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_inquiries_created_idx" ON "sponsor_inquiries" USING btree ("created_at");