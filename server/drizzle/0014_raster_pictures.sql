ALTER TABLE "pictures" ALTER COLUMN "svg" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "format" text DEFAULT 'svg' NOT NULL;
--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "width" integer;
--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "height" integer;
--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "fallback" bytea;
--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_file_check" CHECK (("format" = 'svg' AND "svg" IS NOT NULL) OR ("format" IN ('jpeg', 'png') AND "fallback" IS NOT NULL AND "width" IS NOT NULL AND "height" IS NOT NULL));
--> statement-breakpoint
CREATE TABLE "picture_variants" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "picture_variants_hash_width_format_pk" PRIMARY KEY("hash","width","format")
);
--> statement-breakpoint
ALTER TABLE "picture_variants" ADD CONSTRAINT "picture_variants_hash_pictures_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."pictures"("hash") ON DELETE cascade ON UPDATE no action;
