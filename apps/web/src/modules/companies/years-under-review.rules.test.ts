import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import { reviewedYearsChanged, reviewWarning, yearsUnderReview } from './years-under-review.rules.ts';

describe('yearsUnderReview', () => {
  it('takes the years of open requests only, each once, from the lowest number', () => {
    expect(
      yearsUnderReview([
        { id: 'b', nummer: 12, status: 'IN_BEHANDELING', jaren: [2023, 2024, 2025] },
        { id: 'a', nummer: 7, status: 'AANVULLING_NODIG', jaren: [2024] },
        { id: 'c', nummer: 3, status: 'AFGEROND', jaren: [2022] },
        { id: 'd', nummer: 4, status: 'INGETROKKEN', jaren: [2021] },
      ]),
    ).toEqual([
      { jaar: 2023, nummer: 12, aanvraagId: 'b' },
      { jaar: 2024, nummer: 7, aanvraagId: 'a' },
      { jaar: 2025, nummer: 12, aanvraagId: 'b' },
    ]);
  });

  it('is empty when nothing is under review', () => {
    expect(yearsUnderReview([{ id: 'x', nummer: 1, status: 'AFGEWEZEN', jaren: [2024] }])).toEqual([]);
  });
});

describe('reviewWarning', () => {
  const y = { jaar: 2024, nummer: 12, aanvraagId: 'b' };
  it('names the year and the request, and what a change does, in both languages', () => {
    expect(reviewWarning(nl, y, false)).toEqual([
      'Boekjaar 2024 hoort bij aanvraag 12, die een adviseur beoordeelt. Wijzigt u hier een cijfer, dan vervalt zijn controle van dit jaar: hij en de andere vennoten krijgen daarvan bericht.',
    ]);
    expect(reviewWarning(en, y, false)[0]).toContain('request 12');
  });

  it('tells an account with an unconfirmed e-mail address what that means', () => {
    expect(reviewWarning(nl, y, true)[1]).toBe(nl.years.review.unconfirmed);
    expect(reviewWarning(en, y, true)[1]).toBe(en.years.review.unconfirmed);
    expect(reviewWarning(nl, y, false)).toHaveLength(1);
  });
});

describe('reviewedYearsChanged', () => {
  const review = [
    { jaar: 2024, nummer: 7, aanvraagId: 'a' },
    { jaar: 2025, nummer: 7, aanvraagId: 'a' },
  ];
  const row = (jaar: string, winst: string) => ({ jaar, winst });
  const amount = (r: { winst: string }) => Number(r.winst.replace(/\./g, ''));
  const baseline = [row('2023', '10.000'), row('2024', '20.000'), row('2025', '30.000')];

  it('names the reviewed years whose amounts change, not the others', () => {
    const rows = [row('2023', '11.000'), row('2024', '20.000'), row('2025', '31.000')];
    expect(reviewedYearsChanged(rows, baseline, review, amount)).toEqual([review[1]]);
  });

  it('asks nothing when the same amounts are saved again, however they are written', () => {
    const rows = [row('2023', '10.000'), row('2024', '20000'), row('2025', '30.000')];
    expect(reviewedYearsChanged(rows, baseline, review, amount)).toEqual([]);
  });

  it('counts a new row for a reviewed year as a change', () => {
    expect(reviewedYearsChanged([row('2024', '1')], [], review, amount)).toEqual([review[0]]);
  });
});
