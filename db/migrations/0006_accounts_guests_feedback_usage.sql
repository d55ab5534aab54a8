CREATE TABLE "behavior_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"guest_id" integer,
	"student_id" integer,
	"parent_id" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "behavior_events_owner" CHECK ("behavior_events"."guest_id" is not null or "behavior_events"."student_id" is not null or "behavior_events"."parent_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"experiments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vars" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"student_id" integer,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"stars" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'app' NOT NULL,
	"guest_id" integer,
	"student_id" integer,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedbacks_stars_range" CHECK ("feedbacks"."stars" between 1 and 5),
	CONSTRAINT "feedbacks_owner" CHECK ("feedbacks"."guest_id" is not null or "feedbacks"."student_id" is not null or "feedbacks"."parent_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "daily_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"used_guest" boolean DEFAULT false NOT NULL,
	"used_math" boolean DEFAULT false NOT NULL,
	"used_reading" boolean DEFAULT false NOT NULL,
	"used_social_studies" boolean DEFAULT false NOT NULL,
	"used_superskills" boolean DEFAULT false NOT NULL,
	"used_science" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "password_chosen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "behavior_events" ADD CONSTRAINT "behavior_events_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behavior_events" ADD CONSTRAINT "behavior_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behavior_events" ADD CONSTRAINT "behavior_events_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_usages" ADD CONSTRAINT "daily_usages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "behavior_events_guest_idx" ON "behavior_events" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "behavior_events_student_idx" ON "behavior_events" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "behavior_events_parent_idx" ON "behavior_events" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "guests_student_idx" ON "guests" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "guests_parent_idx" ON "guests" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "feedbacks_student_idx" ON "feedbacks" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "feedbacks_parent_idx" ON "feedbacks" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "feedbacks_guest_idx" ON "feedbacks" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_usages_student_day_unique" ON "daily_usages" USING btree ("student_id","day");