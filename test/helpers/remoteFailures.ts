import { RESOURCE_RETRY_ATTEMPTS } from '../../src/config/constants';

/**
 * Makes every request of one remote read fail: the first and each automatic retry of the resource
 * statechart (a passing failure is asked again RESOURCE_RETRY_ATTEMPTS times before a page shows it).
 */
export function failEveryAttempt<M extends { mockRejectedValueOnce(error: unknown): M }>(mock: M, error: unknown): M {
  let chained = mock;
  for (let i = 0; i <= RESOURCE_RETRY_ATTEMPTS; i++) chained = chained.mockRejectedValueOnce(error);
  return chained;
}
