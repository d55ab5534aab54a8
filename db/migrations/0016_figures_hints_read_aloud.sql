ALTER TABLE "parents" ADD COLUMN "auto_read_aloud" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "math_lessons" ADD COLUMN "hints" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "figure" jsonb;--> statement-breakpoint
ALTER TABLE "student_math_lessons" ADD COLUMN "tracing" jsonb DEFAULT '{}'::jsonb NOT NULL;