CREATE TABLE "project_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"dry_run" boolean NOT NULL,
	"create_organizations" boolean DEFAULT false NOT NULL,
	"review_id" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'validating' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"seen_versions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_imports_status_check" CHECK ("project_imports"."status" in ('validating', 'ready', 'applying', 'done', 'failed')),
	CONSTRAINT "project_imports_format_check" CHECK ("project_imports"."format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "project_imports" ADD CONSTRAINT "project_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_imports" ADD CONSTRAINT "project_imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_imports_tenant_created_idx" ON "project_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_tenant_code_idx" ON "projects" USING btree ("tenant_id","project_code");--> statement-breakpoint
-- Row-level security as every tenant table (migration 0014): a tenant's scope sees and writes its own imports only.
ALTER TABLE "project_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "project_imports" TO "siipro_app" USING ("tenant_id" = siipro_current_tenant());
