-- The kept counts of the order lists (docs/product/requests.md#performance).
CREATE TABLE "campaign_order_counts" (
	"campaign_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "campaign_order_counts_campaign_id_state_id_pk" PRIMARY KEY("campaign_id","state_id")
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"campaign_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_activity_id_state_id_pk" PRIMARY KEY("activity_id","state_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_order_counts" ADD CONSTRAINT "campaign_order_counts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The orders of each activity in each state, and of each campaign in each state, kept by
-- statement triggers on `orders`, so that a list's total over a scope (and a state) sums a few
-- rows instead of counting every order (docs/product/requests.md#performance). A statement's
-- changes are summed first (order_counts rows as (campaign, activity, state, change)) and written
-- in key order: a bulk state change takes each count's lock once, always in the same order.
CREATE FUNCTION order_counts_apply(changes order_counts[]) RETURNS void LANGUAGE sql AS $$
  WITH change AS (SELECT * FROM unnest(changes)),
  by_activity AS (
    INSERT INTO order_counts AS k (campaign_id, activity_id, state_id, n)
      SELECT campaign_id, activity_id, state_id, sum(n) FROM change
      GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 2, 3
      ON CONFLICT (activity_id, state_id) DO UPDATE SET n = k.n + excluded.n
  )
  INSERT INTO campaign_order_counts AS k (campaign_id, state_id, n)
    SELECT campaign_id, state_id, sum(n) FROM change
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (campaign_id, state_id) DO UPDATE SET n = k.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION order_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_counts_apply(ARRAY(
      SELECT ROW(a.campaign_id, r.activity_id, r.state_id, 1)::order_counts
      FROM new_rows r JOIN activities a ON a.id = r.activity_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_counts_apply(ARRAY(
      SELECT ROW(a.campaign_id, r.activity_id, r.state_id, -1)::order_counts
      FROM old_rows r JOIN activities a ON a.id = r.activity_id));
  ELSE
    PERFORM order_counts_apply(ARRAY(
      SELECT ROW(a.campaign_id, moved.activity_id, moved.state_id, moved.change)::order_counts
      FROM (
        SELECT o.activity_id, o.state_id, -1 AS change, n.id
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.activity_id, o.state_id) IS DISTINCT FROM (n.activity_id, n.state_id)
        UNION ALL
        SELECT n.activity_id, n.state_id, 1, n.id
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.activity_id, o.state_id) IS DISTINCT FROM (n.activity_id, n.state_id)
      ) moved JOIN activities a ON a.id = moved.activity_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_counts_on_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_keep();
--> statement-breakpoint
CREATE TRIGGER order_counts_on_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_keep();
--> statement-breakpoint
CREATE TRIGGER order_counts_on_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_keep();
--> statement-breakpoint
-- An activity moved to another campaign takes its counts along.
CREATE FUNCTION order_counts_follow_campaign() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_order_counts AS k (campaign_id, state_id, n)
    SELECT campaign_id, state_id, sum(change)::int FROM (
      SELECT OLD.campaign_id AS campaign_id, state_id, -n AS change
        FROM order_counts WHERE activity_id = NEW.id
      UNION ALL
      SELECT NEW.campaign_id, state_id, n FROM order_counts WHERE activity_id = NEW.id
    ) moved
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (campaign_id, state_id) DO UPDATE SET n = k.n + excluded.n;
  UPDATE order_counts SET campaign_id = NEW.campaign_id WHERE activity_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_counts_on_activity_campaign AFTER UPDATE OF campaign_id ON activities
  FOR EACH ROW WHEN (OLD.campaign_id IS DISTINCT FROM NEW.campaign_id)
  EXECUTE FUNCTION order_counts_follow_campaign();
--> statement-breakpoint
INSERT INTO order_counts (campaign_id, activity_id, state_id, n)
  SELECT a.campaign_id, o.activity_id, o.state_id, count(*)::int
  FROM orders o JOIN activities a ON a.id = o.activity_id
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO campaign_order_counts (campaign_id, state_id, n)
  SELECT campaign_id, state_id, sum(n) FROM order_counts GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE order_counts;
--> statement-breakpoint
ANALYZE campaign_order_counts;
