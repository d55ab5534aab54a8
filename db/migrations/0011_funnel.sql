CREATE TABLE "guest_experiment_exposures" (
	"id" serial PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"experiment" text NOT NULL,
	"variant" text NOT NULL,
	"exposed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_startflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"entry" text NOT NULL,
	"state" jsonb NOT NULL,
	"guest_id" integer,
	"parent_id" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "tracked_params" jsonb;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "tracked_params" jsonb;--> statement-breakpoint
ALTER TABLE "guest_experiment_exposures" ADD CONSTRAINT "guest_experiment_exposures_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_startflows" ADD CONSTRAINT "parent_startflows_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_startflows" ADD CONSTRAINT "parent_startflows_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_experiment_exposures_unique" ON "guest_experiment_exposures" USING btree ("guest_id","experiment");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_startflows_key_unique" ON "parent_startflows" USING btree ("key");--> statement-breakpoint
CREATE INDEX "parent_startflows_guest_idx" ON "parent_startflows" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "parent_startflows_parent_idx" ON "parent_startflows" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "parent_startflows_updated_idx" ON "parent_startflows" USING btree ("updated_at");