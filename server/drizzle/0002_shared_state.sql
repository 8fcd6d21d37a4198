CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "narration_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "narration_quota" (
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "narration_quota_subject_window_start_pk" PRIMARY KEY("subject","window_start")
);
--> statement-breakpoint
CREATE INDEX "narration_quota_window_idx" ON "narration_quota" USING btree ("window_start");--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('stories'), ('narration');
--> statement-breakpoint
-- Statement-level, inside the writing transaction: readers in any process see the new
-- version exactly when they can see the write.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stories_bump_data_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('stories');
--> statement-breakpoint
-- New keys cannot be stale in anyone's memory; only replaced or removed audio can.
CREATE TRIGGER "narration_cache_bump_data_version"
  AFTER UPDATE OR DELETE OR TRUNCATE ON "narration_cache"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('narration');
