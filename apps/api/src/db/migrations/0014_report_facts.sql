CREATE TABLE "order_report_facts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"facts_version" smallint NOT NULL,
	"request_day" date NOT NULL,
	"form_pairs" jsonb NOT NULL,
	"mgmt_pairs" jsonb NOT NULL,
	"form_last" smallint NOT NULL,
	"mgmt_last" smallint NOT NULL,
	"visitors" integer,
	"requested_date" date,
	"visit_type" text,
	"visit_hours" numeric(4, 2),
	"companions" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_visitors" text,
	"price" numeric(12, 2),
	"completion_date" date,
	"units" numeric(12, 2),
	"agreed_date" date,
	"agreed_time" char(5),
	"bus" boolean DEFAULT false NOT NULL,
	"bus_cost" numeric(12, 2),
	"pickup" text,
	"blue_containers" integer,
	"yellow_containers" integer,
	"blue_bins" integer,
	"yellow_bins" integer,
	"real_participants" integer,
	"planned_date" date,
	"done_date" date
);
--> statement-breakpoint
ALTER TABLE "order_report_facts" ADD CONSTRAINT "order_report_facts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_report_facts_request_day_idx" ON "order_report_facts" USING btree ("request_day");--> statement-breakpoint
CREATE INDEX "order_report_facts_planned_date_idx" ON "order_report_facts" USING btree ("planned_date");--> statement-breakpoint
CREATE INDEX "order_report_facts_done_date_idx" ON "order_report_facts" USING btree ("done_date");--> statement-breakpoint
CREATE INDEX "order_report_facts_requested_date_idx" ON "order_report_facts" USING btree ("requested_date");--> statement-breakpoint
CREATE INDEX "order_report_facts_agreed_date_idx" ON "order_report_facts" USING btree ("agreed_date");--> statement-breakpoint
CREATE INDEX "order_report_facts_completion_date_idx" ON "order_report_facts" USING btree ("completion_date");--> statement-breakpoint
CREATE INDEX "order_report_facts_bus_planned_date_idx" ON "order_report_facts" USING btree ("planned_date") WHERE "order_report_facts"."bus";--> statement-breakpoint
-- The reports' text comparison (docs/product/reporting.md#filters): lower case without the
-- accents of Spanish and Asturian words (ñ kept), the label comparison of
-- packages/shared/src/forms/field-roles.ts without its trimming. Written with translate() so
-- that it needs no extension (unaccent is in neither the embedded store nor every server), and
-- IMMUTABLE so that an index or the planner can use it.
CREATE FUNCTION norm(x text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(translate(x, 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛáàäâéèëêíìïîóòöôúùüû', 'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuu')) $$;
--> statement-breakpoint
-- A NIF, DNI or CIF as the reports compare them: letters and digits only, upper case.
CREATE FUNCTION nif(x text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT upper(regexp_replace(x, '[^0-9A-Za-z]', '', 'g')) $$;
--> statement-breakpoint
-- Inserts or replaces the report facts of the orders in `facts`, a JSON array with one array a
-- row holding the table's columns in table order (apps/api/src/features/reports/facts-writer.ts
-- writes it): without the column names on every row the text is half as long, and reading JSON
-- is most of a batch's time in the embedded store. A function rather than the statement itself:
-- PL/pgSQL plans its statement once a connection, where the same statement sent as text is
-- planned on every call, which every order create would pay (docs/product/reporting.md#performance).
CREATE FUNCTION write_report_facts(facts jsonb) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO order_report_facts (
    order_id, facts_version, request_day, form_pairs, mgmt_pairs, form_last, mgmt_last, visitors,
    requested_date, visit_type, visit_hours, companions, other_visitors, price, completion_date,
    units, agreed_date, agreed_time, bus, bus_cost, pickup, blue_containers, yellow_containers,
    blue_bins, yellow_bins, real_participants, planned_date, done_date)
  SELECT
    (r->>0)::integer, (r->>1)::smallint, (r->>2)::date, r->3, r->4, (r->>5)::smallint,
    (r->>6)::smallint, (r->>7)::integer, (r->>8)::date, r->>9, (r->>10)::numeric(4, 2),
    ARRAY(SELECT jsonb_array_elements_text(r->11)), r->>12, (r->>13)::numeric(12, 2),
    (r->>14)::date, (r->>15)::numeric(12, 2), (r->>16)::date, (r->>17)::char(5),
    (r->>18)::boolean, (r->>19)::numeric(12, 2), r->>20, (r->>21)::integer, (r->>22)::integer,
    (r->>23)::integer, (r->>24)::integer, (r->>25)::integer, (r->>26)::date, (r->>27)::date
  FROM jsonb_array_elements(facts) AS r
  ON CONFLICT (order_id) DO UPDATE SET
    facts_version = excluded.facts_version, request_day = excluded.request_day,
    form_pairs = excluded.form_pairs, mgmt_pairs = excluded.mgmt_pairs,
    form_last = excluded.form_last, mgmt_last = excluded.mgmt_last, visitors = excluded.visitors,
    requested_date = excluded.requested_date, visit_type = excluded.visit_type,
    visit_hours = excluded.visit_hours, companions = excluded.companions,
    other_visitors = excluded.other_visitors, price = excluded.price,
    completion_date = excluded.completion_date, units = excluded.units,
    agreed_date = excluded.agreed_date, agreed_time = excluded.agreed_time, bus = excluded.bus,
    bus_cost = excluded.bus_cost, pickup = excluded.pickup,
    blue_containers = excluded.blue_containers, yellow_containers = excluded.yellow_containers,
    blue_bins = excluded.blue_bins, yellow_bins = excluded.yellow_bins,
    real_participants = excluded.real_participants, planned_date = excluded.planned_date,
    done_date = excluded.done_date;
END
$$;
