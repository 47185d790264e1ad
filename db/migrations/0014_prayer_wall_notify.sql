-- The prayer wall is kept in memory by every app instance (server/services/prayer/wall.ts, decision 012).
-- Any statement that changes prayer_requests, from the app or by hand, tells them on commit.
CREATE FUNCTION "prayer_wall_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('prayer_wall_changed', '');
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "prayer_requests_notify_wall" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prayer_requests"
	FOR EACH STATEMENT EXECUTE FUNCTION "prayer_wall_changed"();
