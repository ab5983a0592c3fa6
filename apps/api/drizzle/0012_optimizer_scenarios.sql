-- Saved optimizer scenarios (issue 17): a named request and the result the API vouched for, per tenant, listed newest
-- first by (tenant_id, created_at desc, id desc). The list reads only the copied-out columns, never the JSON.
CREATE TABLE "optimizer_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"budget_limit" double precision,
	"objective" double precision NOT NULL,
	"status" text NOT NULL,
	"selected_count" integer NOT NULL,
	"total_budget" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "optimizer_scenarios_name_check" CHECK (char_length("optimizer_scenarios"."name") between 1 and 120),
	CONSTRAINT "optimizer_scenarios_status_check" CHECK ("optimizer_scenarios"."status" in ('optimal', 'time_limit'))
);
--> statement-breakpoint
ALTER TABLE "optimizer_scenarios" ADD CONSTRAINT "optimizer_scenarios_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimizer_scenarios" ADD CONSTRAINT "optimizer_scenarios_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "optimizer_scenarios_tenant_created_idx" ON "optimizer_scenarios" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);