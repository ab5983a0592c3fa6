// SWR defaults for the whole app. A request the server refused (4xx) is not retried: asking again gets the same
// answer. Network failures and 5xx keep SWR's backoff retries.
import type { SWRConfiguration } from 'swr';
import { isApiError, isCancelled } from '@siipro/api-client';

const MAX_RETRIES = 3;

export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (isCancelled(error)) return;
    if (isApiError(error) && error.status >= 400 && error.status < 500) return;
    if (retryCount >= MAX_RETRIES) return;
    const delay = (config.errorRetryInterval ?? 5000) * 2 ** retryCount;
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
};
