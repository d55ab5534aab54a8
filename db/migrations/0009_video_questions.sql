CREATE TABLE "student_video_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"math_game_id" integer NOT NULL,
	"video_question_id" integer NOT NULL,
	"level" integer NOT NULL,
	"cue" integer NOT NULL,
	"answer_id" integer,
	"answer_ids" jsonb,
	"answer_data" jsonb,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"cue" integer NOT NULL,
	"question_type" text NOT NULL,
	"text" text NOT NULL,
	"answers" jsonb NOT NULL,
	"explanation" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_video_answers" ADD CONSTRAINT "student_video_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_video_answers" ADD CONSTRAINT "student_video_answers_math_game_id_math_games_id_fk" FOREIGN KEY ("math_game_id") REFERENCES "public"."math_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_video_answers" ADD CONSTRAINT "student_video_answers_video_question_id_video_questions_id_fk" FOREIGN KEY ("video_question_id") REFERENCES "public"."video_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_video_answers_student_idx" ON "student_video_answers" USING btree ("student_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "video_questions_level_cue_unique" ON "video_questions" USING btree ("level","cue");