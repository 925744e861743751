DROP INDEX "refund_requests_created_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_read_newest_idx" ON "contact_messages" USING btree ("read","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_name_prefix_idx" ON "contact_messages" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_email_prefix_idx" ON "contact_messages" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_subject_words_idx" ON "contact_messages" USING gin (to_tsvector('simple', "subject"));--> statement-breakpoint
CREATE INDEX "refund_requests_newest_idx" ON "refund_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "refund_requests_status_newest_idx" ON "refund_requests" USING btree ("status","created_at","id");