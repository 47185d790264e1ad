CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "bible_books" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"osis" text NOT NULL,
	"abbreviations" text[] NOT NULL,
	"testament" text NOT NULL,
	"chapters" smallint NOT NULL,
	"verse_counts" smallint[] NOT NULL,
	CONSTRAINT "bible_books_name_unique" UNIQUE("name"),
	CONSTRAINT "bible_books_osis_unique" UNIQUE("osis")
);
--> statement-breakpoint
CREATE TABLE "bible_topic_references" (
	"topic_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"book_id" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse_start" smallint NOT NULL,
	"verse_end" smallint NOT NULL,
	CONSTRAINT "bible_topic_references_topic_id_position_pk" PRIMARY KEY("topic_id","position")
);
--> statement-breakpoint
CREATE TABLE "bible_topics" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bible_verses" (
	"translation" text NOT NULL,
	"book_id" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
	CONSTRAINT "bible_verses_translation_book_id_chapter_verse_pk" PRIMARY KEY("translation","book_id","chapter","verse")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bible_topic_references" ADD CONSTRAINT "bible_topic_references_topic_id_bible_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."bible_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_topic_references" ADD CONSTRAINT "bible_topic_references_book_id_bible_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."bible_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_verses" ADD CONSTRAINT "bible_verses_book_id_bible_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."bible_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bible_topics_name_trgm_idx" ON "bible_topics" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bible_verses_search_idx" ON "bible_verses" USING gin ("search");