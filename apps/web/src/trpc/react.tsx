'use client';
// tRPC 11 + TanStack Query (the @trpc/tanstack-react-query integration). No transformer: JSON-native.
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@ikv/api';
import { makeQueryClient } from './query-client.ts';
import { submitKeyOf } from './submit-key.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;
function getQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient();
  return (browserQueryClient ??= makeQueryClient());
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        // subscriptions (live.events) over server-sent events; creates that carry a submit key
        // (submit-key.ts) alone with their Idempotency-Key header (a batch shares one set of headers);
        // everything else batched over HTTP
        splitLink({
          condition: (op) => op.type === 'subscription',
          true: httpSubscriptionLink({ url: '/api/trpc' }),
          false: splitLink({
            condition: (op) => submitKeyOf(op.context) !== null,
            true: httpLink({
              url: '/api/trpc',
              headers: ({ op }) => ({ 'x-trpc-source': 'web', 'idempotency-key': submitKeyOf(op.context) ?? '' }),
            }),
            false: httpBatchLink({ url: '/api/trpc', headers: () => ({ 'x-trpc-source': 'web' }) }),
          }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
