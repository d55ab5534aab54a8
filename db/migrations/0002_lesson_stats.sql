CREATE TABLE "student_math_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"math_lesson_id" integer NOT NULL,
	"mastery" double precision NOT NULL,
	"mastery_algo" text,
	"lesson_intro_watched" boolean DEFAULT false NOT NULL,
	"num_answered" integer DEFAULT 0 NOT NULL,
	"num_correct" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "math_games" ALTER COLUMN "learning_mode" SET DEFAULT 'pretest';--> statement-breakpoint
ALTER TABLE "student_math_lessons" ADD CONSTRAINT "student_math_lessons_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_math_lessons" ADD CONSTRAINT "student_math_lessons_math_lesson_id_math_lessons_id_fk" FOREIGN KEY ("math_lesson_id") REFERENCES "public"."math_lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_math_lessons_unique" ON "student_math_lessons" USING btree ("student_id","math_lesson_id");