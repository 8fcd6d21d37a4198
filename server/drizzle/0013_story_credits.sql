ALTER TABLE "stories" ADD COLUMN "licence" jsonb DEFAULT '{"id":"LicenseRef-All-Rights-Reserved","words":""}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "credits" jsonb DEFAULT '{"authors":[],"illustrators":[],"translators":{},"originalTitle":"","publisher":"","sourceUrl":""}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "source_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "stories_source_key_idx" ON "stories" USING btree ("source_key");
