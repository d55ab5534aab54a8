CREATE TABLE "pet_games" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"student_pet_id" integer,
	"current_question_id" integer,
	"questions_asked" integer DEFAULT 0 NOT NULL,
	"num_correct" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pets_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "student_pets" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"first_pet" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"color" integer DEFAULT 0 NOT NULL,
	"accessory" text DEFAULT 'none' NOT NULL,
	"treats" integer DEFAULT 0 NOT NULL,
	"fed_today" integer DEFAULT 0 NOT NULL,
	"fed_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_pets_level_check" CHECK ("student_pets"."level" between 1 and 3),
	CONSTRAINT "student_pets_color_check" CHECK ("student_pets"."color" between 0 and 3),
	CONSTRAINT "student_pets_accessory_check" CHECK ("student_pets"."accessory" in ('none', 'bow', 'party-hat', 'scarf', 'glasses')),
	CONSTRAINT "student_pets_treats_nonnegative" CHECK ("student_pets"."treats" >= 0 and "student_pets"."fed_today" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pet_games" ADD CONSTRAINT "pet_games_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_games" ADD CONSTRAINT "pet_games_student_pet_id_student_pets_id_fk" FOREIGN KEY ("student_pet_id") REFERENCES "public"."student_pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_games" ADD CONSTRAINT "pet_games_current_question_id_questions_id_fk" FOREIGN KEY ("current_question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_pets" ADD CONSTRAINT "student_pets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_pets" ADD CONSTRAINT "student_pets_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_pets_student_pet_unique" ON "student_pets" USING btree ("student_id","pet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_pets_first_pet_unique" ON "student_pets" USING btree ("student_id") WHERE "student_pets"."first_pet";--> statement-breakpoint
CREATE INDEX "student_pets_student_idx" ON "student_pets" USING btree ("student_id");