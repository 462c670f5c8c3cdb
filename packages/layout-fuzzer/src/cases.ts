// The cases of a run: every isolated trait variant, and random layouts from consecutive seeds.
import type { Geval } from './layout.ts';
import { isolatedCases } from './traits.ts';

export function isolatedGevallen(seed: number): Geval[] {
  return isolatedCases().map((c) => ({ seed, modus: 'isolated', trait: c.trait, variant: c.variant }));
}

export function randomGevallen(seed: number, runs: number): Geval[] {
  return Array.from({ length: runs }, (_, i) => ({ seed: seed + i, modus: 'random' }));
}
