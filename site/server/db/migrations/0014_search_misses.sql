CREATE TABLE "search_misses" (
	"query" text NOT NULL,
	"day" date NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "search_misses_query_day_pk" PRIMARY KEY("query","day")
);
--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");