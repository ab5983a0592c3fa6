// The tenant the soak works in: the demo seed's cenit-demo, as the benchmarks use it, called as its admin.
import { projectListAnswerSchema, type ProjectListItem } from '../packages/domain/src/index.ts';
import type { RunningApi } from '../bench/lists/apiServer.ts';

export const SLUG = 'cenit-demo';

/** The first project of the tenant's list (a project to open, or to comment on). */
export async function firstProject(api: RunningApi): Promise<ProjectListItem> {
  const answer = await api.get(`/t/${SLUG}/projects?type=proyecto&limit=1`);
  if (answer.status !== 200) throw new Error(`the list answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  const first = projectListAnswerSchema.parse(JSON.parse(answer.body)).data[0];
  if (!first) throw new Error(`${SLUG} has no project`);
  return first;
}
