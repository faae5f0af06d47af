ALTER TABLE "team_preferences" ADD COLUMN "upcoming_warning" text DEFAULT 'minutes' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_preferences" ADD COLUMN "upcoming_lead" integer;--> statement-breakpoint
ALTER TABLE "team_preferences" ADD CONSTRAINT "team_preferences_upcoming_lead" CHECK (("team_preferences"."upcoming_warning" = 'off' and "team_preferences"."upcoming_lead" is null)
        or ("team_preferences"."upcoming_warning" = 'matches' and "team_preferences"."upcoming_lead" between 1 and 10)
        or ("team_preferences"."upcoming_warning" = 'minutes' and ("team_preferences"."upcoming_lead" is null or "team_preferences"."upcoming_lead" between 1 and 120)));