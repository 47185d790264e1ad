CREATE TABLE "bible_commentary_sections" (
	"book_id" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"verse_start" smallint,
	"verse_end" smallint,
	"paragraphs" text[] NOT NULL,
	CONSTRAINT "bible_commentary_sections_book_id_chapter_position_pk" PRIMARY KEY("book_id","chapter","position")
);
--> statement-breakpoint
CREATE TABLE "kjv_strongs_verses" (
	"book_id" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"words" text NOT NULL,
	"numbers" text[] NOT NULL,
	CONSTRAINT "kjv_strongs_verses_book_id_chapter_verse_pk" PRIMARY KEY("book_id","chapter","verse")
);
--> statement-breakpoint
CREATE TABLE "strongs_entries" (
	"number" text PRIMARY KEY NOT NULL,
	"lemma" text NOT NULL,
	"transliteration" text NOT NULL,
	"pronunciation" text NOT NULL,
	"definition" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kjv_strongs_verses_numbers_idx" ON "kjv_strongs_verses" USING gin ("numbers");