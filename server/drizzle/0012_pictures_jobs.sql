CREATE TABLE "picture_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "picture_job_files" (
	"job_id" text NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"input" bytea,
	"result" jsonb,
	CONSTRAINT "picture_job_files_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
ALTER TABLE "picture_job_files" ADD CONSTRAINT "picture_job_files_job_id_picture_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."picture_jobs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "picture_jobs_status_idx" ON "picture_jobs" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "picture_jobs_owner_idx" ON "picture_jobs" USING btree ("owner");
