CREATE TABLE "order_answer_lists" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_data_lists" text NOT NULL,
	"user_data_management_lists" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_answer_lists" ADD CONSTRAINT "order_answer_lists_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Stored answers ([{ name, label, type, value }]) as the JSON text [labels, values, types].
-- Written with || and ::text, which are immutable where json_build_array is not.
CREATE FUNCTION answer_lists_text(answers jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN '[' || jsonb_path_query_array(answers, '$[*].label')::text || ','
    || jsonb_path_query_array(answers, '$[*].value')::text || ','
    || jsonb_path_query_array(answers, '$[*].type')::text || ']';
--> statement-breakpoint
CREATE FUNCTION orders_keep_answer_lists() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_answer_lists (order_id, user_data_lists, user_data_management_lists)
  VALUES (NEW.id, answer_lists_text(NEW.user_data), answer_lists_text(NEW.user_data_management))
  ON CONFLICT (order_id) DO UPDATE
    SET user_data_lists = EXCLUDED.user_data_lists,
      user_data_management_lists = EXCLUDED.user_data_management_lists;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_answer_lists
  AFTER INSERT OR UPDATE OF user_data, user_data_management ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_answer_lists();
--> statement-breakpoint
INSERT INTO order_answer_lists (order_id, user_data_lists, user_data_management_lists)
SELECT id, answer_lists_text(user_data), answer_lists_text(user_data_management) FROM orders;
