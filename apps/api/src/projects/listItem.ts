// The list item of portfolio.md §3 — domain's projectListItemSchema, the one definition of the project as the API
// answers it — built by PostgreSQL as one JSON object per row of the page statement (listQuery.ts), in the `item`
// column. A test parses the answer with that schema, so the SQL below and the schema cannot drift apart.
//
// Why in SQL: the list page is the API's hottest path. Reading ~45 columns of 20 rows into JS values, copying them
// into item objects and serialising those again took ~0.85 ms of the API's ~3.4 ms of CPU per list call (measured
// on the 2-core CI machine); PostgreSQL writes the same JSON in ~0.5 ms while it reads the rows, and a Node process
// serves one request at a time where the database serves one per connection. The list passes each item's text
// through untouched (listRows.ts).
import { sql } from 'drizzle-orm';

/** `{name, <key>: …}` of a name column and another, or null without a name (no organisation, program, author). */
const named = (name: string, key: string, other: string) =>
  `case when ${name} <> '' then json_build_object('name', ${name}, '${key}', ${other}) end`;
/** An instant as JavaScript's Date#toISOString writes it (milliseconds truncated, as the pg driver reads them). */
const isoInstant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The `item` column: a ProjectListItem as JSON, keys in the schema's order. Aliases: `p` the project, `lo` its lead
 * organisation, `pr` its program (all left-joined by the page statement). json_build_object takes at most 100
 * arguments (50 keys); past that, nest another object or concatenate two as jsonb.
 */
export const ITEM_JSON = sql.raw(`json_build_object(
  'projectId', p.id, 'version', p.version, 'type', p.type, 'name', p.name, 'slug', p.slug,
  'projectCode', p.project_code, 'description', p.description,
  'organization', ${named('lo.name', 'slug', 'lo.slug')},
  'organizations', coalesce((select json_agg(json_build_object('name', o.name, 'slug', o.slug) order by po.position, o.name)
    from project_organizations po join organizations o on o.id = po.organization_id
    where po.project_id = p.id), '[]'::json),
  'program', ${named('pr.name', 'slug', 'pr.slug')},
  'parentProject', ${named('pr.name', 'slug', 'pr.slug')},
  'childrenCount', case when p.type = 'programa' then (select count(*)::int from projects c where c.program_id = p.id and c.archived_at is null) else 0 end,
  'status', p.status, 'priority', p.priority, 'progressStage', p.progress_stage,
  'area', p.executing_area, 'executingArea', p.executing_area, 'sector', p.sector, 'secretary', p.secretary,
  'budgetCurrencyCode', p.budget_currency_code,
  'budgetAmount', p.budget_amount::float8, 'budgetAmountUsd', p.budget_amount_usd::float8, 'score', p.score::float8,
  'beneficiaryCount', p.beneficiary_count, 'addressLine1', p.address_line1,
  'latitude', p.latitude, 'longitude', p.longitude, 'fundingSource', p.funding_source,
  'expectedExecutionMonths', p.expected_execution_months, 'expectedBenefits', p.expected_benefits,
  'sdgTargets', coalesce(p.sdg_targets, '[]'::jsonb), 'landAvailability', p.land_availability,
  'environmentalStudy', p.environmental_study, 'economicEvaluation', p.economic_evaluation,
  'budgetDate', p.budget_date::text, 'entryDate', p.entry_date::text,
  'createdBy', ${named('p.created_by_name', 'avatarUrl', 'p.created_by_avatar_url')},
  'updatedBy', ${named('p.updated_by_name', 'avatarUrl', 'p.updated_by_avatar_url')},
  'createdAt', ${isoInstant('p.created_at')}, 'updatedAt', ${isoInstant('p.updated_at')},
  'archivedAt', ${isoInstant('p.archived_at')}
) as item`);
