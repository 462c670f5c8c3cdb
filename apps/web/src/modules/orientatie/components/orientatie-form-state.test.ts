import { describe, expect, it } from 'vitest';
import { parseRate, START_STATE, toInvoer } from './orientatie-form-state.ts';

describe('orientation form', () => {
  it('turns Dutch notation into the rules’ input', () => {
    const { invoer, errors } = toInvoer(
      {
        ...START_STATE,
        toetsinkomen: '40.000',
        samen: true,
        partnerToetsinkomen: '35.000',
        rentePct: '4',
        rentevastJaren: '10',
        woningwaarde: '300.000,50',
        kredietLimieten: '2.500',
      },
      true,
    );
    expect(errors).toEqual({});
    expect(invoer).toEqual({
      toetsinkomen: 40000,
      partnerToetsinkomen: 35000,
      rentevastJaren: 10,
      rentePct: 4,
      woningwaarde: 300000.5,
      kredietLimieten: 2500,
    });
  });
  it('names what is wrong', () => {
    expect(toInvoer({ ...START_STATE, toetsinkomen: '-5' }, true).errors).toEqual({ toetsinkomen: 'amount' });
    expect(toInvoer({ ...START_STATE, toetsinkomen: '' }, true).errors).toEqual({ toetsinkomen: 'amount' });
    expect(toInvoer({ ...START_STATE, rentePct: '', rentevastJaren: '20' }, true).errors).toEqual({
      rentePct: 'rateRequired',
    });
    expect(toInvoer({ ...START_STATE, rentePct: 'veel' }, true).errors).toEqual({ rentePct: 'rate' });
    expect(toInvoer({ ...START_STATE, toetsinkomen: '' }, false).errors).toEqual({});
  });
  it('single only when buying alone', () => {
    // nothing worth money is chosen for the visitor: no household, no single-applicant amount
    expect(START_STATE.samen).toBeNull();
    expect(toInvoer(START_STATE, true).invoer.alleenstaand).toBeUndefined();
    expect(toInvoer({ ...START_STATE, samen: false }, true).invoer.alleenstaand).toBeUndefined();
    expect(toInvoer({ ...START_STATE, samen: false, alleenstaand: true }, true).invoer.alleenstaand).toBe(true);
    // a single ticked earlier does not count once the visitor buys together
    expect(toInvoer({ ...START_STATE, samen: true, alleenstaand: true }, true).invoer.alleenstaand).toBeUndefined();
    expect(toInvoer({ ...START_STATE, samen: true }, true).invoer.alleenstaand).toBeUndefined();
  });
  it('reads rates', () => {
    expect(parseRate('4,125 %')).toBe(4.125);
    expect(parseRate('4.1')).toBe(4.1);
    expect(parseRate('4,1234')).toBeNull();
    expect(parseRate('25')).toBeNull();
  });
});
