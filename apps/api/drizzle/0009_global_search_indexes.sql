-- The global search at 100 000 projects (issue 15, GET /t/{slug}/search). The function first, hand-written
-- (drizzle-kit does not model functions), then the indexes drizzle-kit generated from schema.ts:
-- * siipro_search_text(name, code, slug): the folded text a project is found by "contains" (siipro_fold of 0008), as
--   one expression so one trigram index serves a term found in any of the three.
-- * (tenant_id, type, siipro_fold(name|project_code) collate "C"): equality and LIKE 'term%' are ranges of the index,
--   walked in the ORDER BY's order, so exact and prefix matches stop after the few rows they show.
-- pg_trgm and these functions exist on PostgreSQL and PGlite alike: the same migration runs on both. siipro_fold is
-- named with its schema: an index is built (and re-indexed) with a search_path of pg_catalog alone.
CREATE OR REPLACE FUNCTION siipro_search_text(name text, code text, slug text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(public.siipro_fold(name), '') || ' ' || coalesce(public.siipro_fold(code), '') || ' ' || coalesce(slug, '') $$;
--> statement-breakpoint
CREATE INDEX "projects_search_name_idx" ON "projects" USING btree ("tenant_id","type",(siipro_fold("name") collate "C"));--> statement-breakpoint
CREATE INDEX "projects_search_code_idx" ON "projects" USING btree ("tenant_id","type",(siipro_fold("project_code") collate "C"));--> statement-breakpoint
CREATE INDEX "projects_search_text_trgm_idx" ON "projects" USING gin (siipro_search_text("name", "project_code", "slug") gin_trgm_ops);
