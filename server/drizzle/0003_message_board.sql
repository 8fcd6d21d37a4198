CREATE TABLE "board_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_reports" (
	"post_id" text NOT NULL,
	"reporter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_reports_post_id_reporter_pk" PRIMARY KEY("post_id","reporter")
);
--> statement-breakpoint
ALTER TABLE "board_reports" ADD CONSTRAINT "board_reports_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "board_posts_created_idx" ON "board_posts" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "board_posts_author_created_idx" ON "board_posts" USING btree ("author","created_at");
