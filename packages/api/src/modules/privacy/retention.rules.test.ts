import { describe, expect, it } from 'vitest';
import {
  addMonths,
  documentRetentionEnd,
  documentsNeverDueAfter,
  isDue,
  requestRetentionEnd,
  requestsNeverDueAfter,
  sentMailCutoff,
  statementRetentionEnd,
  statementsNeverDueAfter,
  unverifiedAccountEnd,
  webhookDeliveryCutoff,
} from './retention.rules.ts';

const d = (iso: string) => new Date(iso);

describe('retention rules (docs/privacy.md section 4a)', () => {
  it('adds calendar months in UTC; the 31st of a shorter month becomes its last day', () => {
    expect(addMonths(d('2026-01-15T10:00:00Z'), 6).toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(addMonths(d('2026-08-31T23:30:00Z'), 6).toISOString()).toBe('2027-02-28T23:30:00.000Z');
    expect(addMonths(d('2024-02-29T00:00:00Z'), 84).toISOString()).toBe('2031-02-28T00:00:00.000Z');
    expect(addMonths(d('2026-07-15T00:00:00Z'), -6).toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('a document of closed requests without a statement: 6 months after the last close or the upload', () => {
    const doc = {
      geuploadOp: d('2026-01-10T00:00:00Z'),
      statementsIssuedOn: [],
      requests: [
        { open: false as const, closedOn: d('2026-02-01T00:00:00Z') },
        { open: false as const, closedOn: d('2026-03-01T12:00:00Z') },
      ],
    };
    const end = documentRetentionEnd(doc);
    expect(end).toEqual({ rule: 'AANVRAAG_GESLOTEN', endsOn: d('2026-09-01T12:00:00Z') });
    expect(isDue(end.endsOn, d('2026-09-01T11:59:59Z'))).toBe(false);
    expect(isDue(end.endsOn, d('2026-09-01T12:00:00Z'))).toBe(true);
    // uploaded after the close (for a new request): counts from the upload
    expect(documentRetentionEnd({ ...doc, geuploadOp: d('2026-05-05T00:00:00Z') }).endsOn).toEqual(
      d('2026-11-05T00:00:00Z'),
    );
  });

  it('an open request keeps every document of its company', () => {
    const end = documentRetentionEnd({
      geuploadOp: d('2020-01-01T00:00:00Z'),
      statementsIssuedOn: [],
      requests: [{ open: false, closedOn: d('2021-01-01T00:00:00Z') }, { open: true }],
    });
    expect(end).toEqual({ rule: 'AANVRAAG_GESLOTEN', endsOn: null });
    expect(isDue(end.endsOn, d('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('a document behind an issued statement: seven years after the latest statement, open request or not', () => {
    const end = documentRetentionEnd({
      geuploadOp: d('2026-01-10T00:00:00Z'),
      statementsIssuedOn: [d('2026-02-01T09:00:00Z'), d('2027-03-01T09:00:00Z')],
      requests: [{ open: true }],
    });
    expect(end).toEqual({ rule: 'VERKLARING_BEWAARTERMIJN', endsOn: d('2034-03-01T09:00:00Z') });
    expect(isDue(end.endsOn, d('2034-02-28T23:59:59Z'))).toBe(false);
    expect(isDue(end.endsOn, d('2034-03-01T09:00:00Z'))).toBe(true);
  });

  it('a document of a company that never had a request (a draft): 12 months after the upload', () => {
    expect(
      documentRetentionEnd({ geuploadOp: d('2026-03-03T10:14:00Z'), statementsIssuedOn: [], requests: [] }),
    ).toEqual({ rule: 'CONCEPT', endsOn: d('2027-03-03T10:14:00Z') });
  });

  it('no document uploaded within the shortest period is ever due (the prefilter is safe)', () => {
    const now = d('2026-11-29T00:00:00Z');
    const cutoff = documentsNeverDueAfter(now);
    expect(cutoff).toEqual(d('2026-05-29T00:00:00Z'));
    const justAfter = new Date(cutoff.getTime() + 1);
    for (const requests of [[], [{ open: false as const, closedOn: d('2000-01-01T00:00:00Z') }]])
      expect(isDue(documentRetentionEnd({ geuploadOp: justAfter, statementsIssuedOn: [], requests }).endsOn, now)).toBe(
        false,
      );
  });

  it('an unverified account without a request: 30 days after registration; otherwise never by this rule', () => {
    const base = {
      aangemaaktOp: d('2026-11-01T08:00:00Z'),
      emailGeverifieerdOp: null,
      verwijderdOp: null,
      requestCount: 0,
    };
    expect(unverifiedAccountEnd(base)).toEqual(d('2026-12-01T08:00:00Z'));
    expect(unverifiedAccountEnd({ ...base, emailGeverifieerdOp: d('2026-11-01T08:05:00Z') })).toBeNull();
    expect(unverifiedAccountEnd({ ...base, requestCount: 1 })).toBeNull();
    expect(unverifiedAccountEnd({ ...base, verwijderdOp: d('2026-11-02T00:00:00Z') })).toBeNull();
  });

  it('sent mail keeps address and text 30 days', () => {
    expect(sentMailCutoff(d('2026-11-29T00:00:00Z'))).toEqual(d('2026-10-30T00:00:00Z'));
  });

  it('an issued statement: seven years after its issue, to the millisecond', () => {
    const issued = d('2026-03-02T10:14:00Z');
    expect(statementRetentionEnd(issued)).toEqual(d('2033-03-02T10:14:00Z'));
    expect(isDue(statementRetentionEnd(issued), d('2033-03-02T10:13:59.999Z'))).toBe(false);
    expect(isDue(statementRetentionEnd(issued), d('2033-03-02T10:14:00Z'))).toBe(true);
    // issued on 29 February: due on 28 February seven years on
    expect(statementRetentionEnd(d('2028-02-29T09:00:00Z'))).toEqual(d('2035-02-28T09:00:00Z'));
  });

  it('the statements prefilter never leaves out one that is due', () => {
    for (const iso of [
      '2028-02-29T09:00:00Z',
      '2026-01-31T23:59:59Z',
      '2026-12-31T00:00:00Z',
      '2027-07-15T12:00:00Z',
    ]) {
      const issued = d(iso);
      const due = statementRetentionEnd(issued);
      expect(issued.getTime()).toBeLessThanOrEqual(statementsNeverDueAfter(due).getTime());
    }
  });

  it('webhook deliveries that ended are kept 30 days (a given-up one ended when its 24 hours of retries did)', () => {
    expect(webhookDeliveryCutoff(d('2026-11-29T00:00:00Z'))).toEqual({
      afgeleverdVoor: d('2026-10-30T00:00:00Z'),
      misluktVensterVoor: d('2026-10-29T00:00:00Z'),
    });
  });

  it('keeps an open request, ends a closed one 24 months after it closed, and one with a statement with the statement', () => {
    expect(requestRetentionEnd({ state: { open: true }, statementIssuedOn: null })).toEqual({
      rule: 'AANVRAAG_GESLOTEN',
      endsOn: null,
    });
    const closed = requestRetentionEnd({
      state: { open: false, closedOn: d('2026-03-02T09:00:00Z') },
      statementIssuedOn: null,
    });
    expect(closed.rule).toBe('AANVRAAG_GESLOTEN');
    expect(closed.endsOn?.toISOString()).toBe('2028-03-02T09:00:00.000Z');
    expect(isDue(closed.endsOn, d('2028-03-02T08:59:59Z'))).toBe(false);
    expect(isDue(closed.endsOn, d('2028-03-02T09:00:00Z'))).toBe(true);
    // the statement decides, not the closing: a completed request is its statement's record for seven years
    const withStatement = requestRetentionEnd({
      state: { open: false, closedOn: d('2026-03-02T09:00:00Z') },
      statementIssuedOn: d('2026-03-02T09:00:00Z'),
    });
    expect(withStatement).toEqual({ rule: 'VERKLARING_BEWAARTERMIJN', endsOn: d('2033-03-02T09:00:00Z') });
    expect(requestRetentionEnd({ state: { open: true }, statementIssuedOn: d('2026-03-02T09:00:00Z') }).endsOn).toEqual(
      d('2033-03-02T09:00:00Z'),
    );
    // the prefilter never skips a due request: it was created before it closed
    expect(requestsNeverDueAfter(d('2028-03-02T09:00:00Z')).getTime()).toBeGreaterThanOrEqual(
      d('2026-03-02T09:00:00Z').getTime(),
    );
  });
});
