import { describe, expect, it } from 'vitest';
import { takeStarts, takeSteps, type TakeInput } from './take-steps.rules.ts';

const waiting = (behandelaarId: string | null): TakeInput => ({
  status: 'INGEDIEND',
  behandelaarId,
  toegestaneOvergangen: ['IN_BEHANDELING', 'AFGEWEZEN'],
});

describe('takeSteps ("Zelf oppakken")', () => {
  it('a waiting request without a behandelaar is started in one call (which assigns the caller)', () => {
    expect(takeSteps(waiting(null), 'me')).toEqual(['start']);
    expect(takeStarts(waiting(null))).toBe(true);
  });
  it("a colleague's waiting request is taken over, then started", () => {
    expect(takeSteps(waiting('colleague'), 'me')).toEqual(['assign', 'start']);
  });
  it('a request already being worked on, or waiting for the entrepreneur, is only assigned', () => {
    const busy: TakeInput = { status: 'IN_BEHANDELING', behandelaarId: null, toegestaneOvergangen: ['AFGEROND'] };
    expect(takeSteps(busy, 'me')).toEqual(['assign']);
    expect(takeSteps({ ...busy, status: 'AANVULLING_NODIG' }, 'me')).toEqual(['assign']);
    expect(takeStarts(busy)).toBe(false);
  });
  it('a waiting request the state machine does not let start is only assigned', () => {
    expect(takeSteps({ ...waiting(null), toegestaneOvergangen: [] }, 'me')).toEqual(['assign']);
  });
  it("the caller's own waiting request is started; his own busy one needs nothing", () => {
    expect(takeSteps(waiting('me'), 'me')).toEqual(['start']);
    expect(takeSteps({ ...waiting('me'), status: 'IN_BEHANDELING' }, 'me')).toEqual([]);
  });
});
