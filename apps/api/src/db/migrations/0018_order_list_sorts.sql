-- The order lists sorted by activity, applicant and entity read their pages in index order
-- (docs/product/requests.md#performance).
DROP INDEX "orders_activity_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entity_sort_name" text;--> statement-breakpoint
CREATE INDEX "orders_entity_sort_idx" ON "orders" USING btree ("entity_sort_name","id");--> statement-breakpoint
CREATE INDEX "users_applicant_sort_idx" ON "users" USING btree (lower(trim("name" || ' ' || "surname")),"id");--> statement-breakpoint
CREATE INDEX "orders_activity_idx" ON "orders" USING btree ("activity_id","id");--> statement-breakpoint
-- orders.entity_sort_name: the entity's name as the lists show it, in lower case, written by
-- the database whenever an order's entity or an entity's name changes.
CREATE FUNCTION orders_entity_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.entity_sort_name := lower(coalesce(
    (SELECT e.name FROM entities e WHERE e.id = NEW.entity_id),
    nullif(NEW.entity_data ->> 'name', '')));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_entity_sort_name_on_insert BEFORE INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_entity_sort_name();
--> statement-breakpoint
CREATE TRIGGER orders_entity_sort_name_on_update BEFORE UPDATE OF entity_id, entity_data ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_entity_sort_name();
--> statement-breakpoint
CREATE FUNCTION entities_name_to_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET entity_sort_name = lower(NEW.name) WHERE entity_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER entities_name_to_orders AFTER UPDATE OF name ON entities
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION entities_name_to_orders();
--> statement-breakpoint
UPDATE orders o SET entity_sort_name = lower(coalesce(
  (SELECT e.name FROM entities e WHERE e.id = o.entity_id), nullif(o.entity_data ->> 'name', '')));
--> statement-breakpoint
ANALYZE orders;
