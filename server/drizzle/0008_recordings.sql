CREATE TABLE "recordings" (
	"id" text PRIMARY KEY NOT NULL,
	"story_id" text NOT NULL,
	"page_no" integer NOT NULL,
	"language" text NOT NULL,
	"audience" text NOT NULL,
	"listener" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorder_name" text NOT NULL,
	"text" text NOT NULL,
	"audio" bytea NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"words" jsonb NOT NULL,
	"unplaced_words" jsonb NOT NULL,
	"times_adjusted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_place_idx" ON "recordings" USING btree ("story_id","page_no","language","listener");--> statement-breakpoint
CREATE INDEX "recordings_recorded_by_idx" ON "recordings" USING btree ("recorded_by");
