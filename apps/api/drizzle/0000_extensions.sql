-- Extensions the schema relies on. pg_trgm backs the trigram GIN indexes that make ILIKE '%term%' searches on
-- project and organisation names fast. It is a trusted extension (PostgreSQL 13+), so a database owner may create it;
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
