CREATE TABLE "monster_parts" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"legacy_number" integer NOT NULL,
	"name" text NOT NULL,
	"prefix_url" text NOT NULL,
	"preview_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monster_parts_type_check" CHECK ("monster_parts"."type" in ('body', 'color', 'eyes', 'headpart', 'mouth', 'pattern')),
	CONSTRAINT "monster_parts_legacy_number_check" CHECK ("monster_parts"."legacy_number" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "monster_parts_type_number_unique" ON "monster_parts" USING btree ("type","legacy_number");