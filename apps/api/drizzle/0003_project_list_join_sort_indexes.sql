-- Sorting the project list by organisation or program name: narrow (tenant_id, type, organization_id|program_id, id)
-- entries to join before the top-N sort, instead of reading the ~200 MB heap of a 100 000-project tenant.
CREATE INDEX "projects_list_organization_idx" ON "projects" USING btree ("tenant_id","type","organization_id","id");--> statement-breakpoint
CREATE INDEX "projects_list_program_idx" ON "projects" USING btree ("tenant_id","type","program_id","id");