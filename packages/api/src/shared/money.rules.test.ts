import { describe, expect, it } from 'vitest';
import {
  addFractions,
  atLeastZero,
  formatEuro,
  formatScaled,
  fraction,
  fractionLessThan,
  fractionToCents,
  fractionToWholeEurosDown,
  fromCents,
  maxBig,
  minBig,
  multiplyFractions,
  roundDiv,
  smallerFraction,
  subtractFractions,
  toCents,
} from './money.rules.ts';

describe('cents', () => {
  it('converts euros to cents and back exactly', () => {
    expect(toCents(27666.67)).toBe(2766667n);
    expect(toCents(0.1 + 0.2)).toBe(30n);
    expect(fromCents(2766667n)).toBe(27666.67);
  });
  it('rounds half away from zero', () => {
    expect(roundDiv(5n, 2n)).toBe(3n);
    expect(roundDiv(-5n, 2n)).toBe(-3n);
    expect(roundDiv(4n, 3n)).toBe(1n);
    expect(roundDiv(-4n, 3n)).toBe(-1n);
    expect(roundDiv(5n, -2n)).toBe(-3n);
  });
  it('takes the smaller and the larger', () => {
    expect(minBig(3n, -1n)).toBe(-1n);
    expect(maxBig(3n, -1n)).toBe(3n);
  });
});

describe('fractions', () => {
  it('adds, subtracts, multiplies and compares exactly', () => {
    const third = fraction(1n, 3n);
    const sixth = fraction(1n, 6n);
    const sum = addFractions(third, sixth);
    expect(sum.n * 2n).toBe(sum.d); // 1/2
    const difference = subtractFractions(third, sixth);
    expect(difference.n * 6n).toBe(difference.d); // 1/6
    const product = multiplyFractions(third, fraction(3n));
    expect(product.n).toBe(product.d); // 1
    expect(fractionLessThan(sixth, third)).toBe(true);
    expect(fractionLessThan(third, sixth)).toBe(false);
    expect(smallerFraction(third, sixth)).toBe(sixth);
    expect(atLeastZero(subtractFractions(sixth, third))).toEqual(fraction(0n));
  });
  it('rounds whole euros down, also below zero', () => {
    expect(fractionToWholeEurosDown(fraction(29999n))).toBe(299n);
    expect(fractionToWholeEurosDown(fraction(30000n))).toBe(300n);
    expect(fractionToWholeEurosDown(fraction(-1n))).toBe(-1n);
    expect(fractionToWholeEurosDown(fraction(199999n, 2n))).toBe(999n);
  });
  it('rounds cents half up', () => {
    expect(fractionToCents(fraction(1n, 2n))).toBe(1n);
    expect(fractionToCents(fraction(1n, 3n))).toBe(0n);
    expect(fractionToCents(fraction(5n, 3n))).toBe(2n);
  });
});

describe('formatting', () => {
  it('formats euros', () => {
    expect(formatEuro(2766667n, 'nl')).toBe('€\u00a027.666,67');
    expect(formatEuro(2766667n, 'en')).toBe('€27,666.67');
    expect(formatEuro(-1200000n, 'nl')).toBe('€\u00a0-12.000,00');
    expect(formatEuro(2400000n, 'nl', true)).toBe('€\u00a024.000');
    expect(formatEuro(-2400000n, 'en', true)).toBe('-€24,000');
  });
  it('formats scaled integers', () => {
    expect(formatScaled(231n, 1, 'nl')).toBe('23,1');
    expect(formatScaled(231n, 1, 'en')).toBe('23.1');
    expect(formatScaled(-5n, 2, 'nl')).toBe('-0,05');
    expect(formatScaled(7n, 0, 'en')).toBe('7');
  });
});
