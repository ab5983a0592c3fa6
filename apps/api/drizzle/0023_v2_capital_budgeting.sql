CREATE TABLE "project_requirements" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"required_project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_requirements_project_id_required_project_id_pk" PRIMARY KEY("project_id","required_project_id"),
	CONSTRAINT "project_requirements_not_self_check" CHECK ("project_requirements"."project_id" <> "project_requirements"."required_project_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "planned_start" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "alternative_group" text;--> statement-breakpoint
-- The same-tenant foreign keys below reference (tenant_id, id): its unique index comes first.
CREATE UNIQUE INDEX "projects_tenant_id_key" ON "projects" USING btree ("tenant_id","id");--> statement-breakpoint
ALTER TABLE "project_requirements" ADD CONSTRAINT "project_requirements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requirements" ADD CONSTRAINT "project_requirements_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requirements" ADD CONSTRAINT "project_requirements_tenant_id_required_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","required_project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_requirements_tenant_idx" ON "project_requirements" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "project_requirements_required_idx" ON "project_requirements" USING btree ("required_project_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_planned_start_check" CHECK ("projects"."planned_start" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');--> statement-breakpoint
-- Row-level security as every tenant table (migration 0014): a tenant's scope sees and writes its own relations only.
ALTER TABLE "project_requirements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "project_requirements" TO "siipro_app" USING ("tenant_id" = siipro_current_tenant());
