-- The inventory ledger is append-only: a movement, once written, is never changed or removed
-- (a correction is a new movement). The database refuses it even to code that forgets.
CREATE FUNCTION inventory_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'inventory_movements is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER inventory_movements_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON inventory_movements
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_movements_append_only();
