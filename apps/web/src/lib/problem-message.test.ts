import { describe, expect, it } from 'vitest';
import { errorTable } from '@ikv/api/error-codes';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import { messageForProblem, problemMessage } from './problem-message.ts';

const trpcError = (problem: object) => Object.assign(new Error('x'), { data: { problem } });

// what a person must never read: transport words, ids, machine values
const DEVELOPER_TEXT =
  /Bearer|token\b|undefined|NaN|null\b|\bid\b|\b[45]\d\d\b|\d{4}-\d{2}-\d{2}T|[A-Z]{2,}_[A-Z_]+|stack|JSON|HTTP/;

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe('problem messages', () => {
  it('every code of the API has a message in Dutch and English, free of developer text', () => {
    for (const code of Object.keys(errorTable)) {
      for (const t of [nl, en]) {
        const message = (t.problems as Record<string, string>)[code];
        expect(message, code).toBeTruthy();
        expect(message, code).not.toMatch(DEVELOPER_TEXT);
      }
    }
  });

  it('no text of either dictionary carries developer words', () => {
    const offending = [...strings(nl), ...strings(en)].filter(([, s]) =>
      /Bearer|undefined|NaN|\d{4}-\d{2}-\d{2}T\d/.test(s),
    );
    expect(offending).toEqual([]);
  });

  it('shows the message of the code in the language of the page, never the detail', () => {
    const error = trpcError({
      status: 409,
      code: 'SLOT_NOT_FREE',
      title: 'Dit tijdstip is niet vrij',
      detail: 'Slot 2026-11-24T13:00:00.000Z bezet (id clx123)',
    });
    expect(problemMessage(error, nl)).toBe(nl.problems.SLOT_NOT_FREE);
    expect(problemMessage(error, en)).toBe(en.problems.SLOT_NOT_FREE);
  });

  it('says when to try again after too many attempts, in minutes', () => {
    expect(problemMessage(trpcError({ status: 429, code: 'RATE_LIMITED', retryAfter: 600 }), en)).toBe(
      `${en.problems.RATE_LIMITED} Try again in 10 minutes.`,
    );
    expect(problemMessage(trpcError({ status: 429, code: 'RATE_LIMITED', retryAfter: 30 }), nl)).toBe(
      nl.problems.RATE_LIMITED,
    );
  });

  it('an unknown code, a missing problem or an odd value gives the general message; a failed fetch says there is no connection', () => {
    expect(problemMessage(trpcError({ status: 418, code: 'TEAPOT' }), nl)).toBe(nl.common.unexpectedError);
    expect(problemMessage(trpcError({ status: 400, code: 'toString' }), nl)).toBe(nl.common.unexpectedError);
    expect(problemMessage(new Error('boom'), en)).toBe(en.common.unexpectedError);
    expect(problemMessage(undefined, en)).toBe(en.common.unexpectedError);
    expect(
      problemMessage(Object.assign(new Error('fetch failed'), { cause: new TypeError('Failed to fetch') }), nl),
    ).toBe(nl.problems.offline);
    expect(messageForProblem(null, en)).toBe(en.common.unexpectedError);
  });
});
