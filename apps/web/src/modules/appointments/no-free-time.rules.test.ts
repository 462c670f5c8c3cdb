import { describe, expect, it } from 'vitest';
import { chatRequestFor, firstFreeDay } from './no-free-time.rules.ts';

describe('firstFreeDay', () => {
  it('is the first day of the week with a free slot, else the next free day after it, else null', () => {
    const dag = (datum: string, n: number) => ({ datum, slots: Array.from({ length: n }) });
    expect(firstFreeDay({ dagen: [dag('2026-03-02', 0), dag('2026-03-03', 2)], volgendeVrij: null })).toBe(
      '2026-03-03',
    );
    expect(firstFreeDay({ dagen: [dag('2026-03-02', 0)], volgendeVrij: '2026-04-01' })).toBe('2026-04-01');
    expect(firstFreeDay({ dagen: [dag('2026-03-02', 0)], volgendeVrij: null })).toBeNull();
  });
});

describe('chatRequestFor', () => {
  const a = (id: string, over: Partial<Parameters<typeof chatRequestFor>[0][number]> = {}) => ({
    id,
    status: 'IN_BEHANDELING',
    eigen: true,
    bijgewerktOp: '2026-03-01T10:00:00.000Z',
    behandelaar: null,
    ...over,
  });
  it('prefers an open request the adviser handles, then the one changed last', () => {
    const list = [
      a('old', { bijgewerktOp: '2026-01-01T00:00:00.000Z' }),
      a('new', { bijgewerktOp: '2026-03-05T00:00:00.000Z' }),
      a('his', { behandelaar: { id: 'adv1' }, bijgewerktOp: '2026-02-01T00:00:00.000Z' }),
    ];
    expect(chatRequestFor(list, 'adv1')?.id).toBe('his');
    expect(chatRequestFor(list, 'adv2')?.id).toBe('new');
  });
  it('takes his own request before a partner company’s, skips closed ones, and is null without an open one', () => {
    const partner = a('partner', { eigen: false, bijgewerktOp: '2026-03-09T00:00:00.000Z' });
    expect(chatRequestFor([partner, a('own')], 'adv1')?.id).toBe('own');
    expect(chatRequestFor([partner, a('done', { status: 'AFGEROND' })], 'adv1')?.id).toBe('partner');
    expect(
      chatRequestFor([a('done', { status: 'AFGEROND' }), a('gone', { status: 'INGETROKKEN' })], 'adv1'),
    ).toBeNull();
    expect(chatRequestFor([a('waits', { status: 'INGEDIEND' })], 'adv1')?.id).toBe('waits');
  });
});
