-- The orders of each organization by the hour of their request, with the hour's lowest and
-- highest order id, kept by statement triggers on `orders`: a dated list's total and the id range
-- its page walks (docs/product/requests.md#performance). Hours are UTC hours, taken by date_bin
-- so that the session's time zone never moves them.
CREATE TABLE "order_hour_counts" (
	"organization_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	"min_id" integer NOT NULL,
	"max_id" integer NOT NULL,
	CONSTRAINT "order_hour_counts_organization_id_hour_pk" PRIMARY KEY("organization_id","hour")
);
--> statement-breakpoint
ALTER TABLE "order_hour_counts" ADD CONSTRAINT "order_hour_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;

--> statement-breakpoint
CREATE FUNCTION order_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('1 hour', at, timestamptz '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
-- A statement's changes summed by (organization, hour) and written in key order, as
-- order_counts_apply does. Bounds only widen: a removed order's id lies within them already.
CREATE FUNCTION order_hour_counts_apply(changes order_hour_counts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_hour_counts AS k (organization_id, hour, n, min_id, max_id)
    SELECT organization_id, hour, sum(n), min(min_id), max(max_id) FROM unnest(changes)
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, hour) DO UPDATE SET n = k.n + excluded.n,
      min_id = least(k.min_id, excluded.min_id), max_id = greatest(k.max_id, excluded.max_id);
$$;
--> statement-breakpoint
CREATE FUNCTION order_hour_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_hour_counts_apply(ARRAY(
      SELECT ROW(c.organization_id, order_hour(r.created_at), 1, r.id, r.id)::order_hour_counts
      FROM new_rows r JOIN activities a ON a.id = r.activity_id
        JOIN campaigns c ON c.id = a.campaign_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_hour_counts_apply(ARRAY(
      SELECT ROW(c.organization_id, order_hour(r.created_at), -1, r.id, r.id)::order_hour_counts
      FROM old_rows r JOIN activities a ON a.id = r.activity_id
        JOIN campaigns c ON c.id = a.campaign_id));
  ELSE
    PERFORM order_hour_counts_apply(ARRAY(
      SELECT ROW(c.organization_id, order_hour(moved.created_at), moved.change, moved.id,
        moved.id)::order_hour_counts
      FROM (
        SELECT o.activity_id, o.created_at, -1 AS change, o.id
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.activity_id, o.created_at) IS DISTINCT FROM (n.activity_id, n.created_at)
        UNION ALL
        SELECT n.activity_id, n.created_at, 1, n.id
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.activity_id, o.created_at) IS DISTINCT FROM (n.activity_id, n.created_at)
      ) moved JOIN activities a ON a.id = moved.activity_id
        JOIN campaigns c ON c.id = a.campaign_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_hour_counts_on_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_hour_counts_keep();
--> statement-breakpoint
CREATE TRIGGER order_hour_counts_on_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_hour_counts_keep();
--> statement-breakpoint
CREATE TRIGGER order_hour_counts_on_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_hour_counts_keep();
--> statement-breakpoint
-- An activity moved to a campaign of another organization takes its orders' hours along.
CREATE FUNCTION order_hour_counts_follow_campaign() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_org integer := (SELECT organization_id FROM campaigns WHERE id = OLD.campaign_id);
  new_org integer := (SELECT organization_id FROM campaigns WHERE id = NEW.campaign_id);
BEGIN
  IF old_org IS DISTINCT FROM new_org THEN
    PERFORM order_hour_counts_apply(ARRAY(
      SELECT ROW(moved.organization_id, order_hour(o.created_at), moved.change, o.id,
        o.id)::order_hour_counts
      FROM orders o CROSS JOIN (VALUES (old_org, -1), (new_org, 1)) moved (organization_id, change)
      WHERE o.activity_id = NEW.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_hour_counts_on_activity_campaign AFTER UPDATE OF campaign_id ON activities
  FOR EACH ROW WHEN (OLD.campaign_id IS DISTINCT FROM NEW.campaign_id)
  EXECUTE FUNCTION order_hour_counts_follow_campaign();
--> statement-breakpoint
INSERT INTO order_hour_counts (organization_id, hour, n, min_id, max_id)
  SELECT c.organization_id, order_hour(o.created_at), count(*)::int, min(o.id), max(o.id)
  FROM orders o JOIN activities a ON a.id = o.activity_id JOIN campaigns c ON c.id = a.campaign_id
  GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE order_hour_counts;
