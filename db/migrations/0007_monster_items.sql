CREATE TABLE "monster_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"legacy_number" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"position" text NOT NULL,
	"image_url" text NOT NULL,
	"room_width" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monster_items_type_check" CHECK ("monster_items"."type" in ('outfit', 'house')),
	CONSTRAINT "monster_items_price_check" CHECK ("monster_items"."price" between 10 and 80)
);
--> statement-breakpoint
CREATE TABLE "student_monster_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"monster_item_id" integer NOT NULL,
	"is_shown" boolean DEFAULT false NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_monster_items" ADD CONSTRAINT "student_monster_items_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_monster_items" ADD CONSTRAINT "student_monster_items_monster_item_id_monster_items_id_fk" FOREIGN KEY ("monster_item_id") REFERENCES "public"."monster_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monster_items_subject_type_number_unique" ON "monster_items" USING btree ("subject_id","type","legacy_number");--> statement-breakpoint
CREATE UNIQUE INDEX "student_monster_items_student_item_unique" ON "student_monster_items" USING btree ("student_id","monster_item_id");