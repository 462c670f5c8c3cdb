import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import { reviewWarning, yearsUnderReview } from './years-under-review.rules.ts';

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
