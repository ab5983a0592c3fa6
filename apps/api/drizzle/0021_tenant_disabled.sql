-- A tenant the operator disabled (`pnpm siipro tenant disable`): its members are refused, its data is kept.
ALTER TABLE "tenants" ADD COLUMN "disabled_at" timestamp with time zone;
