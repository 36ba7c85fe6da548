import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { FindParams, ListResult } from './types';

const findKey = (entity: string, params: FindParams) => ['find', entity, params] as const;

export function findEntity<T>(
  entity: string,
  params: FindParams,
  signal?: AbortSignal,
): Promise<ListResult<T>> {
  return api.post<ListResult<T>>(`/${entity}/find`, params, { signal });
}

type Extra<T> = Omit<UseQueryOptions<ListResult<T>, Error, ListResult<T>>, 'queryKey' | 'queryFn'>;

/** Generic search `POST /api/{Entity}/find` through React Query; keeps the previous page while paging. */
export function useFind<T = Record<string, unknown>>(
  entity: string,
  params: FindParams,
  options: Extra<T> = {},
) {
  return useQuery<ListResult<T>, Error, ListResult<T>>({
    queryKey: findKey(entity, params),
    queryFn: ({ signal }) => findEntity<T>(entity, params, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}
