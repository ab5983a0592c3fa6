-- Row-level security (issue 19): a second wall behind every statement's tenant filter. Hand-written (drizzle-kit
-- does not model roles, grants or these policies).
-- * siipro_app: the role every statement of a /t/:slug request runs as (db/tenantScope.ts switches to it with
--   SET LOCAL ROLE, inside the statement's own transaction). It owns nothing and cannot bypass row-level security,
--   so the policies below bind it even though the API connects as the tables' owner (or, on PGlite and in tests, as a
--   superuser, whom no policy binds). Roles belong to the whole server: created once, by whichever database migrates
--   first.
-- * siipro_current_tenant(): the tenant set for the transaction (siipro.tenant_id), NULL when none is set, so a
--   statement with no tenant sees no row. STABLE and inlined: the planner evaluates it once per statement and uses it
--   as an index condition, like the statement's own `tenant_id = $1`.
-- * One policy per tenant table (USING, which PostgreSQL also applies as WITH CHECK to the rows written): a row is
--   visible, and may be written, only in its own tenant's scope; the tenant's own row in `tenants` too (its settings
--   and the map's version; the triggers of migration 0011 move the version of the tenant written, as this role).
--   The tables without one are not a tenant's: users, refresh_tokens and rate_limit_counters (accounts, sessions,
--   sign-in). Sign-in, the tenant picker and the membership lookup that authorises a request read tenants and
--   memberships across tenants, before any tenant is chosen: they run as the owner (http/tenantAccess.ts).
-- * No FORCE: the owner (migrations, seeding, sign-in, the membership lookup) keeps its view of every row.
-- * LEAKPROOF on LIKE, ILIKE and the numeric comparisons. Under row-level security PostgreSQL may test a condition
--   before the policy's only if its function is leakproof (cannot reveal a row through an error), and an index
--   condition is tested first: without this, `name ILIKE '%agua%'` could not use its trigram index, `LIKE 'agua%'`
--   (the search) not its range of the name index, nor `budget_amount >= …` its (tenant_id, type, budget, id) range,
--   and those lists would read the whole tenant. None of them raises an error that depends on the row: a comparison
--   of numbers never fails, and LIKE fails only on a malformed pattern, which in the API is always the statement's
--   own parameter. Only a superuser may declare it; a server where the API's role is not one keeps the wall, only
--   slower on those filters, and says so in the migration's NOTICE.
DO $$
BEGIN
  CREATE ROLE "siipro_app" NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
EXCEPTION
  -- Already there (another database of the server), or created by a concurrent migration this very moment.
  WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
DO $$
BEGIN
  -- The connecting role must be allowed to SET ROLE to it (a superuser always is).
  IF NOT pg_has_role(current_user, 'siipro_app', 'MEMBER') THEN
    EXECUTE format('GRANT "siipro_app" TO %I', current_user);
  END IF;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA "public" TO "siipro_app";--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "public" TO "siipro_app";--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA "public" TO "siipro_app";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA "public"
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "siipro_app";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT USAGE, SELECT ON SEQUENCES TO "siipro_app";--> statement-breakpoint
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION textlike(text, text) LEAKPROOF;
    ALTER FUNCTION texticlike(text, text) LEAKPROOF;
    ALTER FUNCTION numeric_eq(numeric, numeric) LEAKPROOF;
    ALTER FUNCTION numeric_ne(numeric, numeric) LEAKPROOF;
    ALTER FUNCTION numeric_lt(numeric, numeric) LEAKPROOF;
    ALTER FUNCTION numeric_le(numeric, numeric) LEAKPROOF;
    ALTER FUNCTION numeric_gt(numeric, numeric) LEAKPROOF;
    ALTER FUNCTION numeric_ge(numeric, numeric) LEAKPROOF;
  ELSE
    RAISE NOTICE 'siipro: not a superuser, so LIKE, ILIKE and numeric comparisons stay non-leakproof: '
      'text and amount filters run slower under row-level security';
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "siipro_current_tenant"() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT nullif(current_setting('siipro.tenant_id', true), '')::uuid
$$;--> statement-breakpoint
ALTER TABLE "tenants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "tenants" TO "siipro_app" USING ("id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "memberships" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "invitations" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "domains" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "domains" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "organizations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "organizations" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "projects" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "project_search" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "project_search" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "project_type_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "project_type_counts" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "documents" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "activity" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "organization_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "organization_history" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "optimizer_scenarios" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "optimizer_scenarios" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
ALTER TABLE "tenant_audit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "tenant_audit" TO "siipro_app"
  USING ("tenant_id" = siipro_current_tenant());--> statement-breakpoint
-- A link has no tenant_id of its own: it belongs to its organisation's tenant, which is its project's (migration 0005
-- keeps both ends in one tenant). Written as `IN (the tenant's organisations)`, which PostgreSQL hashes once per
-- statement (tens of rows), rather than through the project, which it hashed from every project of the tenant
-- (~12 ms at 10 000 projects on one organisation's count, against 0.8 ms this way).
ALTER TABLE "project_organizations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "project_organizations" TO "siipro_app"
  USING ("organization_id" IN (SELECT o."id" FROM "organizations" o WHERE o."tenant_id" = siipro_current_tenant()));
