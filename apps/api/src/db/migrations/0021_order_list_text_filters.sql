DROP INDEX "orders_user_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entity_search_name" text GENERATED ALWAYS AS (lower(translate("entity_sort_name", 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛáàäâéèëêíìïîóòöôúùüû', 'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuu'))) STORED;--> statement-breakpoint
CREATE INDEX "orders_entity_search_trgm_idx" ON "orders" USING gin ("entity_search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_activity_created_idx" ON "orders" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id","activity_id");--> statement-breakpoint
ANALYZE orders;
