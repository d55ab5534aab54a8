CREATE TABLE "science_badge_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"hex" text,
	CONSTRAINT "science_badge_items_kind_known" CHECK ("science_badge_items"."kind" in ('background', 'border', 'color', 'pose'))
);
--> statement-breakpoint
CREATE TABLE "science_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"science_topic_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "science_habitats" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sub_title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "science_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"science_habitat_key" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_science_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"science_badge_id" integer NOT NULL,
	"background_science_badge_item_id" integer NOT NULL,
	"border_science_badge_item_id" integer NOT NULL,
	"color_science_badge_item_id" integer NOT NULL,
	"pose_science_badge_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_video_lesson_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"video_lesson_id" integer NOT NULL,
	"video_lesson_question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_video_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"video_lesson_id" integer NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"star_earned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_lesson_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_lesson_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"answers" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"cue_s" double precision
);
--> statement-breakpoint
CREATE TABLE "video_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"science_topic_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"youtube" text,
	"source" text DEFAULT 'own' NOT NULL,
	"url" text NOT NULL,
	"captions_url" text NOT NULL,
	"poster_url" text NOT NULL,
	"duration_s" double precision,
	"try_at_home" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "video_lessons_source_known" CHECK ("video_lessons"."source" in ('own'))
);
--> statement-breakpoint
ALTER TABLE "science_badges" ADD CONSTRAINT "science_badges_science_topic_id_science_topics_id_fk" FOREIGN KEY ("science_topic_id") REFERENCES "public"."science_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "science_topics" ADD CONSTRAINT "science_topics_science_habitat_key_science_habitats_key_fk" FOREIGN KEY ("science_habitat_key") REFERENCES "public"."science_habitats"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "student_science_badges" ADD CONSTRAINT "student_science_badges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_science_badges" ADD CONSTRAINT "student_science_badges_science_badge_id_science_badges_id_fk" FOREIGN KEY ("science_badge_id") REFERENCES "public"."science_badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_science_badges" ADD CONSTRAINT "student_science_badges_background_science_badge_item_id_science_badge_items_id_fk" FOREIGN KEY ("background_science_badge_item_id") REFERENCES "public"."science_badge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_science_badges" ADD CONSTRAINT "student_science_badges_border_science_badge_item_id_science_badge_items_id_fk" FOREIGN KEY ("border_science_badge_item_id") REFERENCES "public"."science_badge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_science_badges" ADD CONSTRAINT "student_science_badges_color_science_badge_item_id_science_badge_items_id_fk" FOREIGN KEY ("color_science_badge_item_id") REFERENCES "public"."science_badge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_science_badges" ADD CONSTRAINT "student_science_badges_pose_science_badge_item_id_science_badge_items_id_fk" FOREIGN KEY ("pose_science_badge_item_id") REFERENCES "public"."science_badge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_video_lesson_answers" ADD CONSTRAINT "student_video_lesson_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_video_lesson_answers" ADD CONSTRAINT "student_video_lesson_answers_video_lesson_id_video_lessons_id_fk" FOREIGN KEY ("video_lesson_id") REFERENCES "public"."video_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_video_lesson_answers" ADD CONSTRAINT "student_video_lesson_answers_video_lesson_question_id_video_lesson_questions_id_fk" FOREIGN KEY ("video_lesson_question_id") REFERENCES "public"."video_lesson_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_video_lessons" ADD CONSTRAINT "student_video_lessons_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_video_lessons" ADD CONSTRAINT "student_video_lessons_video_lesson_id_video_lessons_id_fk" FOREIGN KEY ("video_lesson_id") REFERENCES "public"."video_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_lesson_questions" ADD CONSTRAINT "video_lesson_questions_video_lesson_id_video_lessons_id_fk" FOREIGN KEY ("video_lesson_id") REFERENCES "public"."video_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_lessons" ADD CONSTRAINT "video_lessons_science_topic_id_science_topics_id_fk" FOREIGN KEY ("science_topic_id") REFERENCES "public"."science_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "science_badge_items_kind_key_unique" ON "science_badge_items" USING btree ("kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "science_badges_topic_unique" ON "science_badges" USING btree ("science_topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "science_topics_key_unique" ON "science_topics" USING btree ("key");--> statement-breakpoint
CREATE INDEX "science_topics_habitat_idx" ON "science_topics" USING btree ("science_habitat_key","position");--> statement-breakpoint
CREATE UNIQUE INDEX "student_science_badges_unique" ON "student_science_badges" USING btree ("student_id","science_badge_id");--> statement-breakpoint
CREATE INDEX "student_video_lesson_answers_lesson_idx" ON "student_video_lesson_answers" USING btree ("student_id","video_lesson_id");--> statement-breakpoint
CREATE INDEX "student_video_lesson_answers_question_idx" ON "student_video_lesson_answers" USING btree ("student_id","video_lesson_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_video_lessons_unique" ON "student_video_lessons" USING btree ("student_id","video_lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_lesson_questions_lesson_position_unique" ON "video_lesson_questions" USING btree ("video_lesson_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "video_lessons_topic_position_unique" ON "video_lessons" USING btree ("science_topic_id","position");