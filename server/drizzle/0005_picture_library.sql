CREATE TABLE "pictures" (
	"hash" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"svg" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pictures_created_idx" ON "pictures" USING btree ("created_at");
