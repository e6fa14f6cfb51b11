CREATE TABLE "performance_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"measured_at" bigint NOT NULL,
	"user_id" text NOT NULL,
	"page" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "user_id" uuid;--> statement-breakpoint
CREATE INDEX "performance_metrics_created_at_idx" ON "performance_metrics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "performance_metrics_page_metric_idx" ON "performance_metrics" USING btree ("page","metric","created_at");