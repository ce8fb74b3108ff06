-- The columns the reports' counts and pages read beside the keys of their indexes, carried in
-- the indexes (INCLUDE, which the Drizzle schema cannot write; the names stay those of the
-- schema), so that a year's count and a page's ids are read from the index alone
-- (docs/product/reporting.md#performance):
-- - the request day with the pairs' last positions: the full report's count finds how many pair
--   columns its rows fill;
-- - the planned and done days with the request day: a report on one basis still shows and
--   widens by the request day;
-- - the order's creation moment beside its report columns: the staff and marketing lists sort
--   their pairs' orders by it.
DROP INDEX "order_report_facts_request_day_order_idx";--> statement-breakpoint
CREATE INDEX "order_report_facts_request_day_order_idx" ON "order_report_facts" USING btree ("request_day", "order_id") INCLUDE ("form_last", "mgmt_last");--> statement-breakpoint
DROP INDEX "order_report_facts_planned_date_order_idx";--> statement-breakpoint
CREATE INDEX "order_report_facts_planned_date_order_idx" ON "order_report_facts" USING btree ("planned_date", "order_id") INCLUDE ("request_day");--> statement-breakpoint
DROP INDEX "order_report_facts_done_date_order_idx";--> statement-breakpoint
CREATE INDEX "order_report_facts_done_date_order_idx" ON "order_report_facts" USING btree ("done_date", "order_id") INCLUDE ("request_day");--> statement-breakpoint
DROP INDEX "orders_report_columns_idx";--> statement-breakpoint
CREATE INDEX "orders_report_columns_idx" ON "orders" USING btree ("id") INCLUDE ("activity_id", "state_id", "user_id", "entity_id", "created_at");--> statement-breakpoint
-- The reports' name rules search norm(name) anywhere in an activity's or campaign's name: trigram
-- indexes find those rows without normalizing every name, and give the planner their count.
-- Report 1's default order (completion date, latest first, blanks last) read from its index.
DROP INDEX "order_report_facts_completion_date_idx";--> statement-breakpoint
CREATE INDEX "activities_name_norm_trgm_idx" ON "activities" USING gin (norm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_name_norm_trgm_idx" ON "campaigns" USING gin (norm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_report_facts_completion_date_idx" ON "order_report_facts" USING btree ("completion_date" DESC NULLS LAST);