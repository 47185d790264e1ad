CREATE TABLE "prayer_prayers" (
	"prayer_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "prayer_prayers_prayer_id_visitor_day_pk" PRIMARY KEY("prayer_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "prayed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_prayers" ADD CONSTRAINT "prayer_prayers_prayer_id_prayer_requests_id_fk" FOREIGN KEY ("prayer_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;