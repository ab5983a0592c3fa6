// GET /t/{slug}/map's answer (issue 16) from its bytes: JSON, checked by the domain's schema, decoded into the typed
// MapPoints columns. At 100,000 projects this is ~40 ms of work (more on a busy machine), so the browser does it in a
// Web Worker (mapAnswerWorker.ts, which also fetches the answer) and the page only receives the columns.
import { decodeMapAnswer, mapAnswerSchema, type MapPoints } from '@siipro/domain';
import { ResponseShapeError } from '../transport/errors.ts';

export function readMapAnswer(bytes: ArrayBuffer): MapPoints {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new ResponseShapeError('The map answer is not JSON', { cause: error });
  }
  const answer = mapAnswerSchema.safeParse(body);
  if (!answer.success) throw new ResponseShapeError('The map answer does not match its schema');
  return decodeMapAnswer(answer.data);
}
