// What a person reads when an action fails: the message for the problem's code in his language
// (apps/web/src/i18n, one per code of the API's error table), never the API's detail, which is
// written for developers of REST clients.
import type { Dictionary } from '~/i18n/nl.ts';
import { fill } from '~/i18n/locale.ts';
import { problemOf } from './problem.ts';

function isNetworkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const cause = (error as { cause?: unknown }).cause;
  const name = (error as { name?: string }).name;
  return (
    name === 'TypeError' ||
    (typeof cause === 'object' && cause !== null && (cause as { name?: string }).name === 'TypeError')
  );
}

type Messages = Pick<Dictionary, 'problems' | 'common'>;

/** The message for a problem (as the API sends it: code and, for 429, retryAfter in seconds). */
export function messageForProblem(
  problem: { code?: unknown; retryAfter?: unknown } | null | undefined,
  t: Messages,
): string {
  const code = typeof problem?.code === 'string' ? problem.code : '';
  const message: string | undefined = Object.hasOwn(t.problems, code)
    ? (t.problems as Record<string, string>)[code]
    : undefined;
  if (!message) return t.common.unexpectedError;
  const retryAfter = problem?.retryAfter;
  if (code === 'RATE_LIMITED' && typeof retryAfter === 'number' && retryAfter > 60) {
    return `${message} ${fill(t.problems.retryInMinutes, { minutes: String(Math.ceil(retryAfter / 60)) })}`;
  }
  return message;
}

/** The message for a failed tRPC call (or a failed fetch: no connection). */
export function problemMessage(error: unknown, t: Messages): string {
  const problem = problemOf(error);
  if (!problem) return isNetworkFailure(error) ? t.problems.offline : t.common.unexpectedError;
  return messageForProblem(problem, t);
}
