import { describe, expect, it } from 'vitest';
import { ZCreateAvailabilityInput } from '../modules/availability/create.schema.ts';
import { ZAddCompanyInput } from '../modules/companies/add.schema.ts';
import { ZOnderwerp } from '../modules/agenda/appointment.schema.ts';
import { toProblem } from './to-problem.ts';

describe('toProblem: a ZodError', () => {
  it('keeps { path, message } and adds a machine-readable code with the params a translation needs', () => {
    const error = ZAddCompanyInput.safeParse({ kvkNummer: '123' }).error;
    expect(toProblem(error)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [
        {
          path: 'kvkNummer',
          message: 'kvkNummer bestaat uit precies 8 cijfers',
          code: 'invalid_format',
          params: { origin: 'string', format: 'regex' },
        },
      ],
    });
    const long = ZOnderwerp.safeParse('x'.repeat(201)).error;
    expect(toProblem(long).errors?.[0]).toMatchObject({
      code: 'too_big',
      params: { origin: 'string', maximum: 200, inclusive: true },
    });
  });

  it("sends a schema rule's own code (params.code), never the input", () => {
    const error = ZCreateAvailabilityInput.safeParse({
      start: '2026-11-24T14:00:00+01:00',
      end: '2026-11-24T13:00:00+01:00',
    }).error;
    const p = toProblem(error);
    expect(p.errors).toEqual([{ path: 'end', message: 'end moet na start liggen', code: 'END_BEFORE_START' }]);
    expect(JSON.stringify(p)).not.toContain('13:00');
  });
});
