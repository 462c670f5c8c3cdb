import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { problemOf } from '~/lib/problem.ts';
import { loginUrlFor, returnPathOf } from '~/auth/login-redirect.ts';

/** A session that ended while the page was open (expired, logged out elsewhere): to the login page, and back here afterwards. */
function toLoginOnLostSession(error: unknown) {
  if (typeof window === 'undefined' || problemOf(error)?.code !== 'UNAUTHENTICATED') return;
  window.location.assign(loginUrlFor(returnPathOf(window.location.pathname + window.location.search)));
}

export function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toLoginOnLostSession }),
    mutationCache: new MutationCache({ onError: toLoginOnLostSession }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
