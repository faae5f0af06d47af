-- The live road (decision 0011): the event log and its tickets are named for what they carry; the live watcher's one
-- snapshot table also keeps what alerts' facts come from, and the webhook's wake-up; alert_snapshots goes.
ALTER TABLE "chat_events" RENAME TO "live_events";--> statement-breakpoint
ALTER SEQUENCE "chat_events_id_seq" RENAME TO "live_events_id_seq";--> statement-breakpoint
ALTER INDEX "chat_events_pkey" RENAME TO "live_events_pkey";--> statement-breakpoint
ALTER INDEX "chat_events_created_idx" RENAME TO "live_events_created_idx";--> statement-breakpoint
ALTER TABLE "chat_stream_tickets" RENAME TO "live_stream_tickets";--> statement-breakpoint
ALTER INDEX "chat_stream_tickets_pkey" RENAME TO "live_stream_tickets_pkey";--> statement-breakpoint
ALTER TABLE "live_stream_tickets" RENAME CONSTRAINT "chat_stream_tickets_user_id_users_id_fk" TO "live_stream_tickets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "live_stream_tickets" RENAME CONSTRAINT "chat_stream_tickets_session_id_sessions_id_fk" TO "live_stream_tickets_session_id_sessions_id_fk";--> statement-breakpoint
UPDATE "alert_state" SET "name" = 'chat_alerts_cursor' WHERE "name" = 'chat_events_cursor';--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "live_snapshots" ADD COLUMN "wake_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
INSERT INTO "live_snapshots" ("event_key", "state", "snapshot", "wake_requested", "updated_at")
  SELECT "event_key", 'null'::jsonb, "snapshot", "wake_requested", "updated_at" FROM "alert_snapshots"
  ON CONFLICT ("event_key") DO UPDATE SET "snapshot" = excluded."snapshot", "wake_requested" = excluded."wake_requested";--> statement-breakpoint
DROP TABLE "alert_snapshots";
