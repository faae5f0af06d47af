ALTER TABLE "sponsor_inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_inquiries" ADD COLUMN "status_changed_at" timestamp with time zone;