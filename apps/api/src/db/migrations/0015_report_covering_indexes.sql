DROP INDEX "order_report_facts_request_day_idx";--> statement-breakpoint
DROP INDEX "order_report_facts_planned_date_idx";--> statement-breakpoint
DROP INDEX "order_report_facts_done_date_idx";--> statement-breakpoint
CREATE INDEX "order_report_facts_request_day_order_idx" ON "order_report_facts" USING btree ("request_day","order_id");--> statement-breakpoint
CREATE INDEX "order_report_facts_planned_date_order_idx" ON "order_report_facts" USING btree ("planned_date","order_id");--> statement-breakpoint
CREATE INDEX "order_report_facts_done_date_order_idx" ON "order_report_facts" USING btree ("done_date","order_id");--> statement-breakpoint
-- The columns of an order a report's count and page filter on, beside its id (not in the Drizzle
-- schema, which cannot write INCLUDE): a year of orders is counted from this index alone instead
-- of from the orders' rows, which are wide with their answers (docs/product/reporting.md#performance).
CREATE INDEX "orders_report_columns_idx" ON "orders" USING btree ("id") INCLUDE ("activity_id", "state_id", "user_id", "entity_id");
