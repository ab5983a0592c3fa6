// The reports page's data: the priority distribution of the view, with SWR (one key per tenant and filters).
import useSWR from 'swr';
import { isCancelled } from '@siipro/api-client';
import type { PriorityDistribution } from '@siipro/domain';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import type { ReportView } from './reportQuery.ts';

export interface PriorityDistributionData {
  data: PriorityDistribution | undefined;
  /** Nothing to show yet, or asking again after "Reintentar". */
  loading: boolean;
  /** The last request failed (a cancellation is no failure). */
  failed: boolean;
  retry: () => void;
}

export function usePriorityDistribution(tenantSlug: string, view: ReportView): PriorityDistributionData {
  const api = useApi();
  const { data, error, isValidating, mutate } = useSWR<PriorityDistribution, unknown>(
    swrKeys.priorityDistribution(tenantSlug, view.queryText),
    () => api.reports.priorityDistribution(tenantSlug, view.query),
  );
  const failed = error !== undefined && !isCancelled(error) && !isValidating;
  return {
    data,
    loading: data === undefined && !failed,
    failed: data === undefined && failed,
    retry: () => void mutate(),
  };
}
