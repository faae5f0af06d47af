-- The session that registered an app's device token: while it lives, no other account can take the token over (a
-- shared tablet changes hands when its owner signs out there). Tokens registered before this have none, and move as
-- they always did.
ALTER TABLE "native_devices" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "native_devices" ADD CONSTRAINT "native_devices_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;