-- pg_trgm ships with PostgreSQL (contrib) and is trusted: any user allowed to CREATE in the database may
-- create it. The embedded store loads it in openDatabase() and in the store thread.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
