CREATE TABLE "answer_shapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lists" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_export_lines" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"form_shape_id" integer NOT NULL,
	"management_shape_id" integer NOT NULL,
	"line" text NOT NULL
);
--> statement-breakpoint
DROP TRIGGER "orders_answer_lists" ON "orders";--> statement-breakpoint
DROP FUNCTION "orders_keep_answer_lists"();--> statement-breakpoint
DROP FUNCTION "answer_lists_text"(jsonb);--> statement-breakpoint
DROP TABLE "order_answer_lists" CASCADE;--> statement-breakpoint
ALTER TABLE "order_export_lines" ADD CONSTRAINT "order_export_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_export_lines" ADD CONSTRAINT "order_export_lines_form_shape_id_answer_shapes_id_fk" FOREIGN KEY ("form_shape_id") REFERENCES "public"."answer_shapes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_export_lines" ADD CONSTRAINT "order_export_lines_management_shape_id_answer_shapes_id_fk" FOREIGN KEY ("management_shape_id") REFERENCES "public"."answer_shapes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_shapes_lists_key" ON "answer_shapes" USING btree (md5("lists"));--> statement-breakpoint
-- The id of the shape ([labels, types]) of stored answers ([{ name, label, type, value }]), added
-- when it is new. A transaction adding the same shape at the same time makes the insert wait for
-- it and do nothing: the shape is then read as that transaction committed it.
CREATE FUNCTION answer_shape_id(answers jsonb) RETURNS integer
  LANGUAGE plpgsql AS $$
DECLARE
  shape text := '[' || jsonb_path_query_array(answers, '$[*].label')::text || ','
    || jsonb_path_query_array(answers, '$[*].type')::text || ']';
  found integer;
BEGIN
  SELECT id INTO found FROM answer_shapes WHERE md5(lists) = md5(shape) AND lists = shape;
  IF found IS NULL THEN
    INSERT INTO answer_shapes (lists) VALUES (shape) ON CONFLICT DO NOTHING RETURNING id INTO found;
  END IF;
  IF found IS NULL THEN
    SELECT id INTO found FROM answer_shapes WHERE md5(lists) = md5(shape) AND lists = shape;
  END IF;
  RETURN found;
END
$$;
--> statement-breakpoint
-- The export line of an order (RawOrder of features/analytics/datasets/order-batches.ts): its
-- fields in that order, each form's answers as their shape's id and their values.
CREATE FUNCTION keep_order_export_line(o orders) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  form_shape integer := answer_shape_id(o.user_data);
  management_shape integer := answer_shape_id(o.user_data_management);
BEGIN
  INSERT INTO order_export_lines (order_id, form_shape_id, management_shape_id, line)
  VALUES (o.id, form_shape, management_shape, json_build_array(
    o.id,
    to_char(o.created_at AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD HH24:MI'),
    o.state_id, o.state_change_reason, o.activity_id, o.user_id, o.entity_id, o.entity_mode,
    o.visitors, to_char(o.requested_date, 'YYYY-MM-DD'),
    o.entity_data ->> 'name', o.entity_data ->> 'cif',
    o.entity_data ->> 'idCouncil', o.entity_data ->> 'idTarget',
    form_shape, jsonb_path_query_array(o.user_data, '$[*].value'),
    management_shape, jsonb_path_query_array(o.user_data_management, '$[*].value')
  )::text)
  ON CONFLICT (order_id) DO UPDATE
    SET form_shape_id = EXCLUDED.form_shape_id,
      management_shape_id = EXCLUDED.management_shape_id,
      line = EXCLUDED.line;
END
$$;
--> statement-breakpoint
CREATE FUNCTION orders_keep_export_line() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keep_order_export_line(NEW);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every field the line holds; an update of updated_at alone leaves the line as it is.
CREATE TRIGGER orders_export_line
  AFTER INSERT OR UPDATE OF created_at, state_id, state_change_reason, activity_id, user_id,
    entity_id, entity_mode, visitors, requested_date, entity_data, user_data, user_data_management
  ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_export_line();
--> statement-breakpoint
DO $$ BEGIN PERFORM keep_order_export_line(o) FROM orders o ORDER BY o.id; END $$;
