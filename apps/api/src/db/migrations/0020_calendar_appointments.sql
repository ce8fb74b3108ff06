CREATE TABLE "calendar_appointments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entity_id" integer,
	"day" date NOT NULL,
	"item" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "is_event" boolean GENERATED ALWAYS AS (jsonb_array_length(form_metadata_management) <= 4) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_appointments" ADD CONSTRAINT "calendar_appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_appointments_activity_day_idx" ON "calendar_appointments" USING btree ("activity_id","day");--> statement-breakpoint
CREATE INDEX "calendar_appointments_user_day_idx" ON "calendar_appointments" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "calendar_appointments_entity_idx" ON "calendar_appointments" USING btree ("entity_id") WHERE "calendar_appointments"."entity_id" IS NOT NULL;--> statement-breakpoint
-- calendar_appointments: what the calendar shows of each accepted (2) or done (5) order with an
-- agreed date, as the JSON text it reads (docs/product/calendar.md#appointments-table), kept by
-- the triggers below from one definition, the view calendar_appointment_rows.
CREATE VIEW calendar_appointment_rows AS
  SELECT o.id AS order_id, o.activity_id, o.user_id, o.entity_id, o.agreed_date AS day,
    json_build_array(o.id, o.activity_id, o.user_id, to_char(o.agreed_date, 'YYYY-MM-DD'),
      o.agreed_time, o.agreed_end_time,
      coalesce((SELECT e.name FROM entities e WHERE e.id = o.entity_id),
        nullif(o.entity_data ->> 'name', ''),
        (SELECT trim(u.name || ' ' || u.surname) FROM users u WHERE u.id = o.user_id), '')
    )::text AS item
  FROM orders o
  WHERE o.agreed_date IS NOT NULL AND o.state_id IN (2, 5);
--> statement-breakpoint
CREATE FUNCTION orders_to_calendar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_appointments
    SELECT * FROM calendar_appointment_rows r WHERE r.order_id = NEW.id
  ON CONFLICT (order_id) DO UPDATE SET activity_id = EXCLUDED.activity_id,
    user_id = EXCLUDED.user_id, entity_id = EXCLUDED.entity_id, day = EXCLUDED.day,
    item = EXCLUDED.item;
  IF NOT FOUND AND TG_OP = 'UPDATE' THEN
    DELETE FROM calendar_appointments WHERE order_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_to_calendar_on_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.agreed_date IS NOT NULL) EXECUTE FUNCTION orders_to_calendar();
--> statement-breakpoint
CREATE TRIGGER orders_to_calendar_on_update AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    (OLD.state_id, OLD.agreed_date, OLD.agreed_time, OLD.agreed_end_time, OLD.activity_id,
      OLD.user_id, OLD.entity_id, OLD.entity_data ->> 'name')
    IS DISTINCT FROM
    (NEW.state_id, NEW.agreed_date, NEW.agreed_time, NEW.agreed_end_time, NEW.activity_id,
      NEW.user_id, NEW.entity_id, NEW.entity_data ->> 'name'))
  EXECUTE FUNCTION orders_to_calendar();
--> statement-breakpoint
CREATE FUNCTION entities_name_to_calendar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE calendar_appointments a SET item = r.item
    FROM calendar_appointment_rows r WHERE a.entity_id = NEW.id AND r.order_id = a.order_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER entities_name_to_calendar AFTER UPDATE OF name ON entities
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION entities_name_to_calendar();
--> statement-breakpoint
CREATE FUNCTION users_name_to_calendar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE calendar_appointments a SET item = r.item
    FROM calendar_appointment_rows r WHERE a.user_id = NEW.id AND r.order_id = a.order_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_name_to_calendar AFTER UPDATE OF name, surname ON users
  FOR EACH ROW WHEN ((OLD.name, OLD.surname) IS DISTINCT FROM (NEW.name, NEW.surname))
  EXECUTE FUNCTION users_name_to_calendar();
--> statement-breakpoint
INSERT INTO calendar_appointments SELECT * FROM calendar_appointment_rows;
--> statement-breakpoint
ANALYZE calendar_appointments;
