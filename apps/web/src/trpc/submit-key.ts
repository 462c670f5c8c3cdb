'use client';
// One Idempotency-Key per submit of a create form (issue 19): a retry of the same submit (after an
// error or a lost answer) sends the same key, so the server answers the first result instead of
// creating twice; after a success the form gets a fresh key for its next submit. The key rides in
// the operation's context; the link in react.tsx sends such operations unbatched with the header.
import { useCallback, useMemo, useState } from 'react';
import { problemOf } from '~/lib/problem.ts';

/** The operation-context field the link turns into the Idempotency-Key header. */
export const SUBMIT_KEY_CONTEXT = 'idempotencyKey';

/** 128 random bits as 32 hex characters (crypto.getRandomValues also works outside secure contexts, unlike randomUUID). */
export function newSubmitKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key in an operation's context, if it carries a usable one. */
export function submitKeyOf(context: Record<string, unknown> | undefined): string | null {
  const key = context?.[SUBMIT_KEY_CONTEXT];
  return typeof key === 'string' && key.length > 0 ? key : null;
}

/**
 * Spread `options` into a create's `mutationOptions(...)`: the request carries this form's current
 * key; a success (or a key the server says was used for another request) starts a new one.
 */
export function useSubmitKey() {
  const [key, setKey] = useState(newSubmitKey);
  const renew = useCallback(() => setKey(newSubmitKey()), []);
  return useMemo(
    () => ({
      key,
      renew,
      options: {
        trpc: { context: { [SUBMIT_KEY_CONTEXT]: key } },
        onSuccess: () => renew(),
        onError: (error: unknown) => {
          if (problemOf(error)?.code === 'IDEMPOTENCY_KEY_REUSED') renew();
        },
      },
    }),
    [key, renew],
  );
}
