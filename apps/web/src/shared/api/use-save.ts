import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyFieldErrors } from '../forms/schema-validate';
import { notify, notifyError } from '../notify';

export interface SaveOptions<TVars, TResult> {
  /** The API call. */
  save: (vars: TVars) => Promise<TResult>;
  /** Lists and records this save changes: refetched after it succeeds. */
  invalidate?: QueryKey[];
  /** Toast after success (pt-BR); omitted → no toast (the caller shows its own outcome). */
  success?: string | ((result: TResult, vars: TVars) => string);
  /** A form that receives the server's field errors (400 `fields`) next to the inputs. */
  form?: { setErrors: (errors: Record<string, string>) => void };
  onSuccess?: (result: TResult, vars: TVars) => void | Promise<void>;
  /** The spec's words for the failure (pt-BR), toasted before the API's own message. */
  failure?: string;
  /**
   * Replaces the default error toast (`notifyError`) where the spec words the failure itself;
   * `onForm` tells whether the server's field errors were already put on the form.
   */
  error?: (error: unknown, onForm: boolean, vars: TVars) => void;
}

/**
 * The one way to save on the web (issue #13): TanStack Query's mutation with its pending state,
 * invalidation of what changed and one error path — field errors onto the form and the API's
 * Portuguese message as a toast, as it comes.
 */
export function useSave<TVars = void, TResult = unknown>(opts: SaveOptions<TVars, TResult>) {
  const client = useQueryClient();
  return useMutation<TResult, unknown, TVars>({
    mutationFn: opts.save,
    onSuccess: async (result, vars) => {
      await Promise.all((opts.invalidate ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
      const message = typeof opts.success === 'function' ? opts.success(result, vars) : opts.success;
      if (message) notify.success(message);
      await opts.onSuccess?.(result, vars);
    },
    onError: (error, vars) => {
      const onForm = opts.form ? applyFieldErrors(opts.form, error) : false;
      if (opts.error) opts.error(error, onForm, vars);
      else {
        if (opts.failure) notify.error(opts.failure);
        notifyError(error);
      }
    },
  });
}
