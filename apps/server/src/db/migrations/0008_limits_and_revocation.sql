CREATE TABLE "token_buckets" (
	"bucket" text PRIMARY KEY NOT NULL,
	"full_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Revocation reaches every instance's live hub the moment it commits, whatever made it (sign-out, a password
-- change, an administrator, or SQL by hand): "session:<id>" for a revoked or deleted session, "user:<id>" for a
-- deleted user or a member made public. The hubs close the live streams those concern.
CREATE FUNCTION "announce_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_revoked', 'session:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "announce_user_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_revoked', 'user:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_notify" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW
  WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL) EXECUTE FUNCTION "announce_session_revoked"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_notify" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "announce_session_revoked"();
--> statement-breakpoint
CREATE TRIGGER "users_demoted_notify" AFTER UPDATE OF "user_type" ON "users" FOR EACH ROW
  WHEN (OLD."user_type" = 'member' AND NEW."user_type" <> 'member') EXECUTE FUNCTION "announce_user_revoked"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_notify" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "announce_user_revoked"();
