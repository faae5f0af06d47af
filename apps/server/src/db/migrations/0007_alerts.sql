CREATE TABLE "alert_deliveries" (
	"alert_id" bigint NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_deliveries_alert_id_target_pk" PRIMARY KEY("alert_id","target")
);
--> statement-breakpoint
CREATE TABLE "alert_snapshots" (
	"event_key" text PRIMARY KEY NOT NULL,
	"snapshot" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	"wake_requested" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_state" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_key" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"team_number" integer,
	"event_key" text,
	"subject" text,
	"chat_key" text,
	"first_message_id" integer,
	"mention" boolean DEFAULT false NOT NULL,
	"bundle_open" boolean DEFAULT false NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '/' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "native_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tba_webhook_receipts" (
	"body_hash" text PRIMARY KEY NOT NULL,
	"message_type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "native_devices" ADD CONSTRAINT "native_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_key_idx" ON "alerts" USING btree ("alert_key");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_chat_bundle_idx" ON "alerts" USING btree ("user_id","chat_key") WHERE bundle_open;--> statement-breakpoint
CREATE INDEX "alerts_due_idx" ON "alerts" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "alerts_user_chat_idx" ON "alerts" USING btree ("user_id","chat_key","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "native_devices_token_idx" ON "native_devices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "native_devices_user_idx" ON "native_devices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tba_webhook_receipts_time_idx" ON "tba_webhook_receipts" USING btree ("received_at");