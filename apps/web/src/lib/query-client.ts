import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * Errors are already shown by the request layer, so queries do not retry (a retry would show
 * the same message again) and do not refetch on focus. A failed submit (`useMutation`) is only
 * logged here, once for every form (spec §8), instead of a try/catch in each component.
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({ onError: (error) => console.error(error) }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
