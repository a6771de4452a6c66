-- The displayed status is the stored status unless the children make it PARTIAL (spec §4; the
-- domain rule displayStatus). Keep the two in step for every write that does not set PARTIAL, so
-- a seed, an import or a status update that forgets the column cannot leave a stale chip or filter.
CREATE FUNCTION procedures_sync_display_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.display_status IS DISTINCT FROM 'PARTIAL' THEN
    NEW.display_status := NEW.status;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER procedures_sync_display_status BEFORE INSERT OR UPDATE OF status, display_status ON procedures
  FOR EACH ROW EXECUTE FUNCTION procedures_sync_display_status();--> statement-breakpoint
UPDATE procedures SET display_status = status WHERE display_status <> 'PARTIAL' AND display_status <> status;
