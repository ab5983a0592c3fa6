// The Web Worker that fetches the map's answer and reads it off the page's main thread (mapAnswerFetch.ts), handing
// the typed columns back without copying them: a national portfolio never holds up the page.
import { serveMapAnswers, type MapWorkerScope } from './mapAnswerFetch.ts';

serveMapAnswers(self as unknown as MapWorkerScope);
