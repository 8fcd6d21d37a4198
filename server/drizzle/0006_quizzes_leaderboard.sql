CREATE TABLE "quizzes" (
	"id" text PRIMARY KEY NOT NULL,
	"story_id" text NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quizzes_status_created_idx" ON "quizzes" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "quizzes_story_status_idx" ON "quizzes" USING btree ("story_id","status");
--> statement-breakpoint
CREATE TABLE "quiz_drafts" (
	"uid" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"quiz_id" text NOT NULL,
	"uid" text NOT NULL,
	"answers" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quiz_attempts_uid_quiz_idx" ON "quiz_attempts" USING btree ("uid","quiz_id");
--> statement-breakpoint
CREATE TABLE "point_events" (
	"uid" text NOT NULL,
	"source" text NOT NULL,
	"points" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_events_uid_source_pk" PRIMARY KEY("uid","source")
);
--> statement-breakpoint
CREATE INDEX "point_events_earned_idx" ON "point_events" USING btree ("earned_at","uid","points");
--> statement-breakpoint
CREATE INDEX "point_events_uid_points_idx" ON "point_events" USING btree ("uid","points");
--> statement-breakpoint
-- Reading done before the ledger existed still counts: its pages and finished stories are
-- credited at the time their progress row last changed (the best time that was kept).
INSERT INTO "point_events" ("uid", "source", "points", "earned_at")
SELECT "uid", 'page:' || "story_id" || ':' || page.value, 1, "updated_at"
FROM "reading_progress", jsonb_array_elements_text("pages_read") AS page(value)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "point_events" ("uid", "source", "points", "earned_at")
SELECT "uid", 'finish:' || "story_id", 5, "updated_at"
FROM "reading_progress"
WHERE "finished"
ON CONFLICT DO NOTHING;
