CREATE TABLE "subject_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"subject_ids" integer[] NOT NULL,
	"reason" text,
	"feedback" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "bundle" text;--> statement-breakpoint
ALTER TABLE "subject_feedbacks" ADD CONSTRAINT "subject_feedbacks_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_feedbacks_parent_idx" ON "subject_feedbacks" USING btree ("parent_id");