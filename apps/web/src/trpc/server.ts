// Server-side tRPC: a caller bound to the current request's session (for server components and actions).
import { cache } from 'react';
import { headers } from 'next/headers';
import { createApp, createCallerFactory, createTrpcContext } from '@ikv/api';
import { getSessionUser } from '~/auth/session.ts';

// the wired API (its modules composed once per server bundle; a second call does nothing)
const createCaller = createCallerFactory(createApp().router);

export const serverApi = cache(async () => {
  const user = await getSessionUser();
  const ctx = await createTrpcContext({ headers: new Headers(await headers()), sessionUserId: user?.id ?? null });
  return createCaller(ctx);
});
