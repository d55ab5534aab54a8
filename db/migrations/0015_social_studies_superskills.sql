CREATE TABLE "social_studies_maps" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"intro_topic_id" integer,
	"first_orb_topic_id" integer
);
--> statement-breakpoint
CREATE TABLE "social_studies_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"social_studies_video_lesson_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"answers" jsonb NOT NULL,
	"explanation" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_studies_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"quest" text NOT NULL,
	"map_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_studies_video_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"social_studies_topic_id" integer NOT NULL,
	"video_type" text NOT NULL,
	"title" text NOT NULL,
	"vimeo_id" text,
	"url" text NOT NULL,
	"captions_url" text NOT NULL,
	"poster_url" text NOT NULL,
	"duration_s" double precision,
	"video_states" jsonb NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "social_studies_video_lessons_type_known" CHECK ("social_studies_video_lessons"."video_type" in ('defaultVideo', 'returnVideo', 'completeVideo'))
);
--> statement-breakpoint
CREATE TABLE "student_social_studies_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"social_studies_video_lesson_id" integer NOT NULL,
	"social_studies_question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_social_studies_video_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"social_studies_video_lesson_id" integer NOT NULL,
	"num_times_started" integer DEFAULT 0 NOT NULL,
	"num_times_completed" integer DEFAULT 0 NOT NULL,
	"orb_earned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_social_studies_video_lessons_counts" CHECK ("student_social_studies_video_lessons"."num_times_started" >= 0 and "student_social_studies_video_lessons"."num_times_completed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_subject_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"subject" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_subject_completions_subject_known" CHECK ("subject" in ('math', 'reading', 'science', 'socialStudies', 'superSkills'))
);
--> statement-breakpoint
CREATE TABLE "student_superskills_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"episode_number" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_superskills_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"episode_number" integer NOT NULL,
	"started_at" timestamp with time zone,
	"completed_superskills_at" timestamp with time zone,
	"completed_math_at" timestamp with time zone,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_superskills_videos_state_known" CHECK ("student_superskills_videos"."state" is null or "student_superskills_videos"."state" in ('superskillsepisode', 'superskillsepisodeplaying', 'superskillsepisodecomplete'))
);
--> statement-breakpoint
CREATE TABLE "superskills_episodes" (
	"episode_number" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"skill" text NOT NULL,
	"big_idea" text NOT NULL,
	"url" text NOT NULL,
	"captions_url" text NOT NULL,
	"poster_url" text NOT NULL,
	"duration_s" double precision,
	"question" jsonb NOT NULL,
	"parent_prompt" jsonb NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "superskills_episodes_number_positive" CHECK ("superskills_episodes"."episode_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "social_studies_maps" ADD CONSTRAINT "social_studies_maps_intro_topic_id_social_studies_topics_id_fk" FOREIGN KEY ("intro_topic_id") REFERENCES "public"."social_studies_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_studies_maps" ADD CONSTRAINT "social_studies_maps_first_orb_topic_id_social_studies_topics_id_fk" FOREIGN KEY ("first_orb_topic_id") REFERENCES "public"."social_studies_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_studies_questions" ADD CONSTRAINT "social_studies_questions_social_studies_video_lesson_id_social_studies_video_lessons_id_fk" FOREIGN KEY ("social_studies_video_lesson_id") REFERENCES "public"."social_studies_video_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_studies_topics" ADD CONSTRAINT "social_studies_topics_map_id_social_studies_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."social_studies_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_studies_video_lessons" ADD CONSTRAINT "social_studies_video_lessons_social_studies_topic_id_social_studies_topics_id_fk" FOREIGN KEY ("social_studies_topic_id") REFERENCES "public"."social_studies_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_social_studies_answers" ADD CONSTRAINT "student_social_studies_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_social_studies_answers" ADD CONSTRAINT "student_social_studies_answers_social_studies_video_lesson_id_social_studies_video_lessons_id_fk" FOREIGN KEY ("social_studies_video_lesson_id") REFERENCES "public"."social_studies_video_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_social_studies_answers" ADD CONSTRAINT "student_social_studies_answers_social_studies_question_id_social_studies_questions_id_fk" FOREIGN KEY ("social_studies_question_id") REFERENCES "public"."social_studies_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_social_studies_video_lessons" ADD CONSTRAINT "student_social_studies_video_lessons_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_social_studies_video_lessons" ADD CONSTRAINT "student_social_studies_video_lessons_social_studies_video_lesson_id_social_studies_video_lessons_id_fk" FOREIGN KEY ("social_studies_video_lesson_id") REFERENCES "public"."social_studies_video_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subject_completions" ADD CONSTRAINT "student_subject_completions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_superskills_answers" ADD CONSTRAINT "student_superskills_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_superskills_answers" ADD CONSTRAINT "student_superskills_answers_episode_number_superskills_episodes_episode_number_fk" FOREIGN KEY ("episode_number") REFERENCES "public"."superskills_episodes"("episode_number") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "student_superskills_videos" ADD CONSTRAINT "student_superskills_videos_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_superskills_videos" ADD CONSTRAINT "student_superskills_videos_episode_number_superskills_episodes_episode_number_fk" FOREIGN KEY ("episode_number") REFERENCES "public"."superskills_episodes"("episode_number") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "social_studies_maps_key_unique" ON "social_studies_maps" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "social_studies_questions_lesson_position_unique" ON "social_studies_questions" USING btree ("social_studies_video_lesson_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "social_studies_topics_map_key_unique" ON "social_studies_topics" USING btree ("map_id","key");--> statement-breakpoint
CREATE INDEX "social_studies_topics_map_idx" ON "social_studies_topics" USING btree ("map_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "social_studies_video_lessons_topic_type_unique" ON "social_studies_video_lessons" USING btree ("social_studies_topic_id","video_type");--> statement-breakpoint
CREATE INDEX "student_social_studies_answers_lesson_idx" ON "student_social_studies_answers" USING btree ("student_id","social_studies_video_lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_social_studies_video_lessons_unique" ON "student_social_studies_video_lessons" USING btree ("student_id","social_studies_video_lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_subject_completions_unique" ON "student_subject_completions" USING btree ("student_id","subject");--> statement-breakpoint
CREATE INDEX "student_superskills_answers_episode_idx" ON "student_superskills_answers" USING btree ("student_id","episode_number");--> statement-breakpoint
CREATE UNIQUE INDEX "student_superskills_videos_unique" ON "student_superskills_videos" USING btree ("student_id","episode_number");