CREATE TABLE "match_summaries" (
	"match_key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"summary" text NOT NULL,
	"model" text NOT NULL,
	"fallback_used" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
