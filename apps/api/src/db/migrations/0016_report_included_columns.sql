-- The columns the reports' counts and pages read beside the keys of their indexes, carried in
-- the indexes (INCLUDE, which the Drizzle schema cannot write; the names stay those of the
-- schema), so that a year's count and a page's ids are read from the index alone
-- (docs/product/reporting.md#performance):
-- - the request day with the pairs' last positions: the full report's count finds how many pair
--   columns its rows fill;
-- - the day done with the participants and the price, which the reports on it sum;
-- - the order's creation moment beside its report columns: the reports on the planned and done
--   days also bound the request days, which are read on that moment.
DROP INDEX "order_report_facts_request_day_order_idx";--> statement-breakpoint
CREATE INDEX "order_report_facts_request_day_order_idx" ON "order_report_facts" USING btree ("request_day", "order_id") INCLUDE ("form_last", "mgmt_last");--> statement-breakpoint
DROP INDEX "order_report_facts_done_date_order_idx";--> statement-breakpoint
CREATE INDEX "order_report_facts_done_date_order_idx" ON "order_report_facts" USING btree ("done_date", "order_id") INCLUDE ("visitors", "real_participants", "price");--> statement-breakpoint
DROP INDEX "orders_report_columns_idx";--> statement-breakpoint
CREATE INDEX "orders_report_columns_idx" ON "orders" USING btree ("id") INCLUDE ("activity_id", "state_id", "user_id", "entity_id", "created_at");--> statement-breakpoint
-- A report's request days are the moments of its orders (docs/product/reporting.md#performance):
-- the orders' index on that moment carries the columns a count and a page's ids read.
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at") INCLUDE ("id", "activity_id", "state_id", "user_id", "entity_id");--> statement-breakpoint
-- The reports' name rules search norm(name) anywhere in an activity's or campaign's name: trigram
-- indexes find those rows without normalizing every name, and give the planner their count.
-- Report 1's default order (completion date, latest first, blanks last) read from its index.
DROP INDEX "order_report_facts_completion_date_idx";--> statement-breakpoint
CREATE INDEX "activities_name_norm_trgm_idx" ON "activities" USING gin (norm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_name_norm_trgm_idx" ON "campaigns" USING gin (norm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_report_facts_completion_date_idx" ON "order_report_facts" USING btree ("completion_date" DESC NULLS LAST);--> statement-breakpoint
-- The visit lists' default order (agreed day, then newest) from an index that also carries the
-- planned day they filter on: a first page walks it without reading the facts' rows.
DROP INDEX "order_report_facts_agreed_date_idx";--> statement-breakpoint
CREATE INDEX "order_report_facts_agreed_date_idx" ON "order_report_facts" USING btree ("agreed_date","order_id" DESC NULLS LAST) INCLUDE ("planned_date");--> statement-breakpoint
-- The bus reports' year (the planned days of the orders with a bus) carries what their survey sums
-- and their page sorts, so neither reads the facts' rows.
DROP INDEX "order_report_facts_bus_planned_date_idx";--> statement-breakpoint
CREATE INDEX "order_report_facts_bus_planned_date_idx" ON "order_report_facts" USING btree ("planned_date") INCLUDE ("order_id", "visitors", "bus_cost", "agreed_date", "agreed_time", "request_day") WHERE "order_report_facts"."bus";
