-- The workshops whose shoppers' JSON changed, by transaction (docs/decisions/0049).
CREATE TABLE "workshop_json_changes" (
	"product_id" integer NOT NULL,
	"changed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "workshop_json_changes_changed_by_idx" ON "workshop_json_changes" USING btree ("changed_by");--> statement-breakpoint
-- A workshop's JSON as shoppers read it (product.shape.ts) changes with its row and with its batches
-- (the next batch, the seats left): each such change appends the workshop's id, under the changing
-- transaction, so every instance's catalogue index can let go of the JSON it keeps
-- (docs/decisions/0049). Appended, never updated: orders taking seats of one workshop at once do not
-- wait on a row here.
CREATE FUNCTION mark_workshop_json_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO workshop_json_changes (product_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION mark_batch_workshop_json_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO workshop_json_changes (product_id)
  VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new workshop was kept by no one; an update that changes nothing changes no JSON.
CREATE TRIGGER products_json_changed AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION mark_workshop_json_change();--> statement-breakpoint
CREATE TRIGGER products_json_removed AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION mark_workshop_json_change();--> statement-breakpoint
CREATE TRIGGER batches_json_changed AFTER UPDATE ON batches
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION mark_batch_workshop_json_change();--> statement-breakpoint
CREATE TRIGGER batches_json_added_or_removed AFTER INSERT OR DELETE ON batches
  FOR EACH ROW EXECUTE FUNCTION mark_batch_workshop_json_change();
