CREATE TABLE "live_snapshots" (
	"event_key" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_events" ADD COLUMN "topics" text[];