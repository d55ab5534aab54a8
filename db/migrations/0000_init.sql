CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT 'Admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"analytics_client_id" text,
	"analytics_session_id" text,
	"plato_final_migration" integer DEFAULT 1 NOT NULL,
	"dont_lock_at_daily_limit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"grade" integer DEFAULT 0 NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_grade_valid" CHECK ("students"."grade" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 13, 14))
);
--> statement-breakpoint
CREATE TABLE "math_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"learning_mode" text DEFAULT 'adaptive' NOT NULL,
	"pretest_completed_at" timestamp with time zone,
	"current_level" integer DEFAULT 1 NOT NULL,
	"current_level_at" timestamp with time zone DEFAULT now() NOT NULL,
	"num_problems_correct" integer DEFAULT 0 NOT NULL,
	"num_problems_pretest_and_correct" integer DEFAULT 0 NOT NULL,
	"num_problems_pretest_and_minus" integer DEFAULT 0 NOT NULL,
	"lock_next_level" boolean DEFAULT false NOT NULL,
	"state_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_question_id" integer,
	"questions_asked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "math_games_progress_nonnegative" CHECK ("math_games"."num_problems_correct" >= 0)
);
--> statement-breakpoint
CREATE TABLE "math_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"skill_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"name" text NOT NULL,
	"answer_form" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "math_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"map_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "math_maps" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "math_maps_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"math_lesson_id" integer NOT NULL,
	"seed" integer NOT NULL,
	"question_type" text NOT NULL,
	"text" text NOT NULL,
	"answers" jsonb NOT NULL,
	"correct_answer" jsonb NOT NULL,
	"explanation" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"grade" integer NOT NULL,
	"name" text NOT NULL,
	"standard" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"math_game_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"math_lesson_id" integer NOT NULL,
	"level" integer NOT NULL,
	"answer_id" integer,
	"answer_data" jsonb,
	"dont_know" boolean DEFAULT false NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_levels" (
	"student_id" integer NOT NULL,
	"level" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gem_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incentives" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"gems" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentives_gems_nonnegative" CHECK ("incentives"."gems" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_monsters" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"body_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"eyes_id" integer NOT NULL,
	"headpart_id" integer NOT NULL,
	"mouth_id" integer NOT NULL,
	"pattern_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "math_games" ADD CONSTRAINT "math_games_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "math_games" ADD CONSTRAINT "math_games_current_question_id_questions_id_fk" FOREIGN KEY ("current_question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "math_lessons" ADD CONSTRAINT "math_lessons_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "math_levels" ADD CONSTRAINT "math_levels_map_id_math_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."math_maps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_math_lesson_id_math_lessons_id_fk" FOREIGN KEY ("math_lesson_id") REFERENCES "public"."math_lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_answers" ADD CONSTRAINT "student_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_answers" ADD CONSTRAINT "student_answers_math_game_id_math_games_id_fk" FOREIGN KEY ("math_game_id") REFERENCES "public"."math_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_answers" ADD CONSTRAINT "student_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_levels" ADD CONSTRAINT "student_levels_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gem_ledger" ADD CONSTRAINT "gem_ledger_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentives" ADD CONSTRAINT "incentives_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_monsters" ADD CONSTRAINT "student_monsters_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_unique" ON "admin_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_email_unique" ON "parents" USING btree ("email");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_username_unique" ON "students" USING btree ("username");--> statement-breakpoint
CREATE INDEX "students_parent_idx" ON "students" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "math_games_student_unique" ON "math_games" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "math_lessons_key_unique" ON "math_lessons" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_lesson_seed_unique" ON "questions" USING btree ("math_lesson_id","seed");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_key_unique" ON "skills" USING btree ("key");--> statement-breakpoint
CREATE INDEX "student_answers_student_idx" ON "student_answers" USING btree ("student_id","math_lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_levels_unique" ON "student_levels" USING btree ("student_id","level");--> statement-breakpoint
CREATE INDEX "gem_ledger_student_idx" ON "gem_ledger" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_monsters_student_unique" ON "student_monsters" USING btree ("student_id");