import { isApiError } from '../api/api-error';

/**
 * The request found no server (issue #16): no network (status 0) or a gateway that could not reach
 * the API. The offline queue keeps the action; a list shows the device's last answer.
 */
export const semRede = (e: unknown): boolean =>
  isApiError(e) && (e.status === 0 || e.status === 502 || e.status === 503 || e.status === 504);
