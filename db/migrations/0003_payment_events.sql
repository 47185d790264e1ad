CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"intent_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
