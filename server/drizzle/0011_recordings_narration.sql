-- recordings
-- The story's narration has no listener, so no account's uid can stand for it.
ALTER TABLE "recordings" ALTER COLUMN "listener" DROP NOT NULL;
--> statement-breakpoint
UPDATE "recordings" SET "listener" = NULL WHERE "audience" = 'everyone';
--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_narration_idx" ON "recordings" USING btree ("story_id","page_no","language") WHERE "listener" IS NULL;
--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_audience_listener_check" CHECK (("audience" = 'everyone') = ("listener" IS NULL));
--> statement-breakpoint
-- narration cache
-- Marking a narration as used changes no audio: only replaced or removed audio makes the
-- answers processes keep in memory stale.
DROP TRIGGER "narration_cache_bump_data_version" ON "narration_cache";
--> statement-breakpoint
CREATE TRIGGER "narration_cache_bump_data_version"
  AFTER UPDATE OF "audio", "alignment" OR DELETE OR TRUNCATE ON "narration_cache"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('narration');
--> statement-breakpoint
ALTER TABLE "narration_cache" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "narration_cache" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "narration_cache"
  SET "bytes" = octet_length("audio") + octet_length("alignment"::text), "last_used_at" = "created_at";
--> statement-breakpoint
CREATE INDEX "narration_cache_last_used_idx" ON "narration_cache" USING btree ("last_used_at");
--> statement-breakpoint
CREATE TABLE "narration_cache_stories" (
	"story_id" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "narration_cache_stories_story_id_key_pk" PRIMARY KEY("story_id","key")
);
--> statement-breakpoint
ALTER TABLE "narration_cache_stories" ADD CONSTRAINT "narration_cache_stories_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "narration_cache_stories" ADD CONSTRAINT "narration_cache_stories_key_narration_cache_key_fk" FOREIGN KEY ("key") REFERENCES "public"."narration_cache"("key") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "narration_cache_stories_key_idx" ON "narration_cache_stories" USING btree ("key");
--> statement-breakpoint
-- A narration goes with the last story that speaks its text, whichever way the story lets
-- go of it (deleted with an account, rejected, its text changed).
CREATE FUNCTION "forget_unused_narrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Any DELETE on narration_cache bumps the narration version, and every process then drops
  -- the answers it keeps in memory: only delete when a narration has lost its last story.
  IF EXISTS (
    SELECT 1 FROM "let_go"
    WHERE NOT EXISTS (
      SELECT 1 FROM "narration_cache_stories" AS "uses" WHERE "uses"."key" = "let_go"."key"
    )
  ) THEN
    DELETE FROM "narration_cache" AS "cache"
    WHERE "cache"."key" IN (SELECT "key" FROM "let_go")
      AND NOT EXISTS (
        SELECT 1 FROM "narration_cache_stories" AS "uses" WHERE "uses"."key" = "cache"."key"
      );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "narration_cache_stories_forget_unused"
  AFTER DELETE ON "narration_cache_stories"
  REFERENCING OLD TABLE AS "let_go"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_unused_narrations"();
