CREATE TABLE "reading_book_page_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reading_book_page_question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"correct" boolean NOT NULL,
	"misconception" text
);
--> statement-breakpoint
CREATE TABLE "reading_book_page_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reading_book_page_id" integer NOT NULL,
	"reading_book_part_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_book_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"reading_book_id" integer NOT NULL,
	"reading_book_part_id" integer NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"art_url" text NOT NULL,
	"narration" jsonb
);
--> statement-breakpoint
CREATE TABLE "reading_book_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reading_book_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_books" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"genre" text NOT NULL,
	"grade" text NOT NULL,
	"grade_level" integer NOT NULL,
	"difficulty_level" integer NOT NULL,
	"ranking" integer NOT NULL,
	"cover_url" text NOT NULL,
	"phonics" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_books_level_range" CHECK ("reading_books"."difficulty_level" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "reading_vocabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reading_book_id" integer NOT NULL,
	"position" integer NOT NULL,
	"word" text NOT NULL,
	"definition" text NOT NULL,
	"example" text NOT NULL,
	"audio_url" text
);
--> statement-breakpoint
CREATE TABLE "student_reading_book_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"reading_book_id" integer NOT NULL,
	"reading_book_part_id" integer NOT NULL,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"star_earned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_reading_books" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"reading_book_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_reading_game_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"current_level" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'initial' NOT NULL,
	"latest_reading_book_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_reading_game_maps_level_range" CHECK ("student_reading_game_maps"."current_level" between 0 and 9),
	CONSTRAINT "student_reading_game_maps_state_known" CHECK ("student_reading_game_maps"."state" in ('initial', 'intro watched', 'world beaten intro watched'))
);
--> statement-breakpoint
CREATE TABLE "student_reading_quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"reading_book_id" integer NOT NULL,
	"reading_book_part_id" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_reading_quiz_attempts_outcome_known" CHECK ("student_reading_quiz_attempts"."outcome" in ('pending', 'beat', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "student_reading_vocabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"reading_book_id" integer NOT NULL,
	"reading_vocab_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_reading_vocabs_status_known" CHECK ("student_reading_vocabs"."status" in ('new', 'seen', 'heard', 'matched'))
);
--> statement-breakpoint
ALTER TABLE "reading_book_page_answers" ADD CONSTRAINT "reading_book_page_answers_reading_book_page_question_id_reading_book_page_questions_id_fk" FOREIGN KEY ("reading_book_page_question_id") REFERENCES "public"."reading_book_page_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_book_page_questions" ADD CONSTRAINT "reading_book_page_questions_reading_book_page_id_reading_book_pages_id_fk" FOREIGN KEY ("reading_book_page_id") REFERENCES "public"."reading_book_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_book_page_questions" ADD CONSTRAINT "reading_book_page_questions_reading_book_part_id_reading_book_parts_id_fk" FOREIGN KEY ("reading_book_part_id") REFERENCES "public"."reading_book_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_book_pages" ADD CONSTRAINT "reading_book_pages_reading_book_id_reading_books_id_fk" FOREIGN KEY ("reading_book_id") REFERENCES "public"."reading_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_book_pages" ADD CONSTRAINT "reading_book_pages_reading_book_part_id_reading_book_parts_id_fk" FOREIGN KEY ("reading_book_part_id") REFERENCES "public"."reading_book_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_book_parts" ADD CONSTRAINT "reading_book_parts_reading_book_id_reading_books_id_fk" FOREIGN KEY ("reading_book_id") REFERENCES "public"."reading_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_vocabs" ADD CONSTRAINT "reading_vocabs_reading_book_id_reading_books_id_fk" FOREIGN KEY ("reading_book_id") REFERENCES "public"."reading_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_book_parts" ADD CONSTRAINT "student_reading_book_parts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_book_parts" ADD CONSTRAINT "student_reading_book_parts_reading_book_id_reading_books_id_fk" FOREIGN KEY ("reading_book_id") REFERENCES "public"."reading_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_book_parts" ADD CONSTRAINT "student_reading_book_parts_reading_book_part_id_reading_book_parts_id_fk" FOREIGN KEY ("reading_book_part_id") REFERENCES "public"."reading_book_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_books" ADD CONSTRAINT "student_reading_books_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_books" ADD CONSTRAINT "student_reading_books_reading_book_id_reading_books_id_fk" FOREIGN KEY ("reading_book_id") REFERENCES "public"."reading_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_game_maps" ADD CONSTRAINT "student_reading_game_maps_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_game_maps" ADD CONSTRAINT "student_reading_game_maps_latest_reading_book_id_reading_books_id_fk" FOREIGN KEY ("latest_reading_book_id") REFERENCES "public"."reading_books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_quiz_attempts" ADD CONSTRAINT "student_reading_quiz_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_quiz_attempts" ADD CONSTRAINT "student_reading_quiz_attempts_reading_book_id_reading_books_id_fk" FOREIGN KEY ("reading_book_id") REFERENCES "public"."reading_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_quiz_attempts" ADD CONSTRAINT "student_reading_quiz_attempts_reading_book_part_id_reading_book_parts_id_fk" FOREIGN KEY ("reading_book_part_id") REFERENCES "public"."reading_book_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_vocabs" ADD CONSTRAINT "student_reading_vocabs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_vocabs" ADD CONSTRAINT "student_reading_vocabs_reading_book_id_reading_books_id_fk" FOREIGN KEY ("reading_book_id") REFERENCES "public"."reading_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_reading_vocabs" ADD CONSTRAINT "student_reading_vocabs_reading_vocab_id_reading_vocabs_id_fk" FOREIGN KEY ("reading_vocab_id") REFERENCES "public"."reading_vocabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reading_book_page_answers_question_position_unique" ON "reading_book_page_answers" USING btree ("reading_book_page_question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_book_page_questions_page_position_unique" ON "reading_book_page_questions" USING btree ("reading_book_page_id","position");--> statement-breakpoint
CREATE INDEX "reading_book_page_questions_part_idx" ON "reading_book_page_questions" USING btree ("reading_book_part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_book_pages_part_number_unique" ON "reading_book_pages" USING btree ("reading_book_part_id","number");--> statement-breakpoint
CREATE INDEX "reading_book_pages_book_idx" ON "reading_book_pages" USING btree ("reading_book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_book_parts_book_number_unique" ON "reading_book_parts" USING btree ("reading_book_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_books_slug_unique" ON "reading_books" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "reading_books_level_idx" ON "reading_books" USING btree ("difficulty_level","ranking");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_vocabs_book_word_unique" ON "reading_vocabs" USING btree ("reading_book_id","word");--> statement-breakpoint
CREATE UNIQUE INDEX "student_reading_book_parts_unique" ON "student_reading_book_parts" USING btree ("student_id","reading_book_part_id");--> statement-breakpoint
CREATE INDEX "student_reading_book_parts_book_idx" ON "student_reading_book_parts" USING btree ("student_id","reading_book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_reading_books_unique" ON "student_reading_books" USING btree ("student_id","reading_book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_reading_game_maps_student_unique" ON "student_reading_game_maps" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_reading_quiz_attempts_part_idx" ON "student_reading_quiz_attempts" USING btree ("student_id","reading_book_part_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_reading_vocabs_unique" ON "student_reading_vocabs" USING btree ("student_id","reading_vocab_id");--> statement-breakpoint
CREATE INDEX "student_reading_vocabs_book_idx" ON "student_reading_vocabs" USING btree ("student_id","reading_book_id");