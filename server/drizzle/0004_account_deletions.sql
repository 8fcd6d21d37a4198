CREATE TABLE "account_deletions" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"masked_email" text NOT NULL,
	"deleted_by" text NOT NULL,
	"removed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_deletions_created_idx" ON "account_deletions" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "account_deletions_uid_idx" ON "account_deletions" USING btree ("uid");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_lower_idx" ON "users" USING btree (lower("email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stories_created_by_idx" ON "stories" USING btree ("created_by");
