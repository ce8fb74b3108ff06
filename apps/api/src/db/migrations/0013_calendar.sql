CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"appointment_date" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"sent_on" date NOT NULL,
	"sent_by" integer,
	"added_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reminders_kind_check" CHECK ("order_reminders"."kind" IN ('manual', 'automatic'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreed_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreed_time" varchar(5);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreed_end_time" varchar(5);--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reminders" ADD CONSTRAINT "order_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reminders" ADD CONSTRAINT "order_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_token_key" ON "calendar_feed_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "order_reminders_order_idx" ON "order_reminders" USING btree ("order_id","sent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "order_reminders_automatic_key" ON "order_reminders" USING btree ("order_id","appointment_date") WHERE "order_reminders"."kind" = 'automatic';--> statement-breakpoint
CREATE INDEX "orders_agreed_date_idx" ON "orders" USING btree ("agreed_date","state_id","activity_id") WHERE "orders"."agreed_date" IS NOT NULL;--> statement-breakpoint
-- The appointments already agreed: the management answers labelled 'Fecha acordada' (a date,
-- ISO or DD/MM/YYYY) and 'Hora acordada' (H:MM or HH:MM), and the end that the request's visit
-- type gives them, as packages/shared/src/forms/appointment.ts reads them for every later save.
WITH answers AS (
  SELECT o.id,
    (SELECT a->>'value' FROM jsonb_array_elements(o.user_data_management) a
      WHERE jsonb_typeof(a->'value') = 'string'
        AND lower(translate(a->>'label', 'ÁÉÍÓÚáéíóú', 'AEIOUaeiou')) LIKE '%fecha acordada%'
      LIMIT 1) AS agreed_date,
    (SELECT btrim(a->>'value') FROM jsonb_array_elements(o.user_data_management) a
      WHERE jsonb_typeof(a->'value') = 'string'
        AND lower(translate(a->>'label', 'ÁÉÍÓÚáéíóú', 'AEIOUaeiou')) LIKE '%hora acordada%'
      LIMIT 1) AS agreed_time,
    (SELECT upper(translate(a->>'value', 'ÁÉÍÓÚáéíóú', 'AEIOUaeiou')) FROM jsonb_array_elements(o.user_data) a
      WHERE jsonb_typeof(a->'value') = 'string'
        AND (lower(translate(a->>'label', 'ÁÉÍÓÚáéíóú', 'AEIOUaeiou')) LIKE '%tipo de visita%'
          OR lower(a->>'label') LIKE '%modalidad%'
          OR upper(btrim(a->>'value')) LIKE 'VISITA%')
      LIMIT 1) AS visit_type
  FROM orders o
  WHERE jsonb_array_length(o.user_data_management) > 0
),
parsed AS (
  SELECT id,
    CASE
      WHEN agreed_date ~ '^\d{4}-\d{2}-\d{2}$' THEN agreed_date
      WHEN agreed_date ~ '^\d{2}/\d{2}/\d{4}$'
        THEN substr(agreed_date, 7, 4) || '-' || substr(agreed_date, 4, 2) || '-' || substr(agreed_date, 1, 2)
    END AS iso_date,
    CASE WHEN agreed_time ~ '^([01]?\d|2[0-3]):[0-5]\d$' THEN lpad(agreed_time, 5, '0') END AS hhmm,
    CASE
      WHEN visit_type LIKE '%TALLER%' THEN 150
      WHEN visit_type LIKE '%PUNTO LIMPIO%' THEN 60
      WHEN visit_type LIKE '%ESTANDAR%' THEN 90
      WHEN btrim(visit_type) LIKE 'MEDIA JORNADA%' THEN 120
    END AS minutes
  FROM answers
),
valid AS (
  SELECT id, iso_date, hhmm, minutes FROM parsed
  -- A real calendar day, checked before any cast (a cast of 31/02 would stop the migration);
  -- CASE keeps the order of the checks.
  WHERE CASE
    WHEN iso_date IS NULL OR substr(iso_date, 1, 4) = '0000'
      OR substr(iso_date, 6, 2) NOT BETWEEN '01' AND '12' OR substr(iso_date, 9, 2) < '01' THEN false
    ELSE substr(iso_date, 9, 2)::int <= extract(day from
      (substr(iso_date, 1, 7) || '-01')::date + interval '1 month' - interval '1 day')
  END
)
UPDATE orders o SET
  agreed_date = v.iso_date::date,
  agreed_time = v.hhmm,
  agreed_end_time = CASE WHEN v.hhmm IS NOT NULL AND v.minutes IS NOT NULL
    THEN to_char(v.hhmm::time + make_interval(mins => v.minutes), 'HH24:MI') END
FROM valid v
WHERE o.id = v.id;
