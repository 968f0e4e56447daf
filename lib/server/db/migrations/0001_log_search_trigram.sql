CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "log_entries_msg_trgm" ON "log_entries" USING gin ("msg" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "log_entries_error_trgm" ON "log_entries" USING gin ("error" gin_trgm_ops);
