-- Child profiles under an account (docs/children.md). What is kept per reader stays in the
-- tables keyed by uid; a child's rows use the reader key 'child:<id>' there.
CREATE TABLE "children" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text NOT NULL,
	"story_language" text NOT NULL,
	"interface_language" text NOT NULL,
	"text_size" integer NOT NULL,
	"on_leaderboard" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "children_owner_idx" ON "children" USING btree ("owner_uid","created_at");
--> statement-breakpoint
-- A page view per POST /progress: minutes, pages, how the page was read, and streaks.
CREATE TABLE "reading_events" (
	"reader" text NOT NULL,
	"story_id" text NOT NULL,
	"page_no" integer NOT NULL,
	"mode" text,
	"seconds" integer DEFAULT 0 NOT NULL,
	"finished_story" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_events_mode_check" CHECK ("mode" IN ('listened', 'self', 'coach'))
);
--> statement-breakpoint
CREATE INDEX "reading_events_reader_at_idx" ON "reading_events" USING btree ("reader","at");
--> statement-breakpoint
-- Words read aloud to the coach, right or missed.
CREATE TABLE "coach_words" (
	"reader" text NOT NULL,
	"story_id" text NOT NULL,
	"page_no" integer NOT NULL,
	"word" text NOT NULL,
	"right" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coach_words_reader_at_idx" ON "coach_words" USING btree ("reader","at");
