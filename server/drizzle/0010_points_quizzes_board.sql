-- Quiz attempts are played on the server: an answer is stored before its right answer is
-- told, so attempts now exist before they are completed.
ALTER TABLE "quiz_attempts" ALTER COLUMN "completed_at" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "completed_at" DROP NOT NULL;
--> statement-breakpoint
-- Attempts made before were scored at once; whichever was first has been credited already.
ALTER TABLE "quiz_attempts" ADD COLUMN "earns_points" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_idx" ON "quiz_attempts" USING btree ("uid","quiz_id") WHERE "completed_at" is null;
--> statement-breakpoint
CREATE TABLE "board_posts_made" (
	"post_id" text PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_posts_made_author_idx" ON "board_posts_made" USING btree ("author","made_at");
--> statement-breakpoint
CREATE INDEX "board_posts_made_at_idx" ON "board_posts_made" USING btree ("made_at");
--> statement-breakpoint
-- Posts of the current window count towards their authors' pace from the start.
INSERT INTO "board_posts_made" ("post_id", "author", "made_at")
SELECT "id", "author", "created_at" FROM "board_posts"
WHERE "created_at" > now() - interval '10 minutes';
