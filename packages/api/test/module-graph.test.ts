// The module graph's configuration (.dependency-cruiser.cjs, built by tieredConfig in
// tooling/dependency-cruiser/layers.cjs): the allow-lists name only known units and never form a cycle,
// and a unit's refused targets are the higher tiers, the rest of its own tier, and (for a pure unit)
// the lower tiers it does not name.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { tieredConfig } = require('@ikv/dependency-cruiser-config') as {
  tieredConfig: (o: object) => { forbidden: { name: string; to: { path?: string } }[] };
};
const tiers = [
  { name: 'base', units: ['shared', 'infra'] },
  { name: 'modules', units: ['modules/a', 'modules/b', 'modules/c'] },
  { name: 'top', units: ['root.ts'] },
];
const refused = (config: ReturnType<typeof tieredConfig>, unit: string) =>
  config.forbidden.find((r) => r.name === `allow:${unit}`)?.to.path ?? '';

describe('the module graph (tiers and allow-lists)', () => {
  it('refuses a higher tier and what the allow-list does not name; a pure unit only its lower units', () => {
    const config = tieredConfig({
      tiers,
      allow: { 'modules/b': ['modules/a'], infra: ['shared'] },
      only: { 'modules/a': ['shared'] },
      exclude: 'x',
    });
    const b = refused(config, 'modules/b');
    expect(b).toContain('^src/root\\.ts$');
    expect(b).toContain('^src/modules/c/');
    expect(b).not.toContain('^src/modules/a/');
    expect(b).not.toContain('^src/infra/');
    expect(refused(config, 'modules/a')).toContain('^src/infra/');
    expect(refused(config, 'modules/a')).not.toContain('^src/shared/');
  });

  it('does not start on a cycle in the allow-lists or an unknown unit', () => {
    expect(() =>
      tieredConfig({
        tiers,
        allow: { 'modules/a': ['modules/b'], 'modules/b': ['modules/c'], 'modules/c': ['modules/a'] },
        exclude: 'x',
      }),
    ).toThrow(/cycle: modules\/a → modules\/b → modules\/c → modules\/a/);
    expect(() => tieredConfig({ tiers, allow: { 'modules/a': ['modules/z'] }, exclude: 'x' })).toThrow(/unknown unit/);
  });

  it("the package's own graph loads: its allow-lists are acyclic and name known units", () => {
    const config = require('../.dependency-cruiser.cjs') as ReturnType<typeof tieredConfig>;
    expect(config.forbidden.filter((r) => r.name.startsWith('allow:')).length).toBeGreaterThan(30);
  });
});
