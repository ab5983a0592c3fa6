-- Document bytes out of the database (issue 46, finding 9): a new document's bytes go to the document store (files
-- under DATA_DIR), named by storage_key; the documents stored before keep theirs in content, and the API reads both.
-- Expand only: an older API still inserts content and reads it, so this runs while it serves (docs/deploy.md).
-- An index of each tenant's sizes for its storage quota.
ALTER TABLE "documents" DROP CONSTRAINT "documents_size_check";--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE INDEX "documents_tenant_size_idx" ON "documents" USING btree ("tenant_id","size");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_bytes_check" CHECK (("documents"."content" is null) <> ("documents"."storage_key" is null));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_size_check" CHECK ("documents"."content" is null or "documents"."size" = octet_length("documents"."content"));
