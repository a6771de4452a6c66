-- Adverse-event reports (RDC 406/2020) are append-only: a report, once received, is never changed
-- or removed (a follow-up is a new report). The database refuses it even to code that forgets.
CREATE FUNCTION adverse_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'adverse_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER adverse_events_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON adverse_events
  FOR EACH STATEMENT EXECUTE FUNCTION adverse_events_append_only();
