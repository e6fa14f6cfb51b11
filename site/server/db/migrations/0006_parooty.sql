CREATE TABLE "parooty_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"recommendations" jsonb,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"scope" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parooty_turns" ADD CONSTRAINT "parooty_turns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parooty_turns_session_created_idx" ON "parooty_turns" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "parooty_turns_user_idx" ON "parooty_turns" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_counters_window_start_idx" ON "rate_counters" USING btree ("window_start");