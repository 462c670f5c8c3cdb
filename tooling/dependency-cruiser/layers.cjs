// The layer rules that packages/api and apps/web share (docs/architecture.md, "Layers"): given the
// units of one source folder in their order, a dependency-cruiser configuration in which each unit may
// import only from the units listed before it (type-only imports too), and no file may take part in an import cycle (type
// imports included). A unit is a folder (`modules/kvk`) or a top file (`root.ts`) under src/.

/** the path pattern of a unit (relative to the package) */
const unitPath = (unit) => (unit.endsWith('.ts') ? `^src/${unit.replace('.', '\\.')}$` : `^src/${unit}/`);
const anyOf = (units) => units.map(unitPath).join('|');

/**
 * A dependency-cruiser configuration of these rules plus: no file may take part in an import cycle
 * (type imports included); the files `exclude` matches (tests) are not cruised.
 * @returns {import('dependency-cruiser').IConfiguration}
 */
function withCycleRule(rules, exclude) {
  return {
    forbidden: [
      {
        name: 'no-circular',
        comment: 'no import cycle between files, type imports included',
        severity: 'error',
        from: {},
        to: { circular: true },
      },
      ...rules,
    ],
    options: {
      doNotFollow: { path: 'node_modules' },
      exclude: { path: exclude },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      reporterOptions: { text: { highlightFocused: true } },
    },
  };
}

/**
 * @param {object} options
 * @param {string[][]} options.layers each entry one layer, lowest first; the units of one layer must not import each other
 * @param {string} options.exclude the files not cruised (tests)
 * @returns {import('dependency-cruiser').IConfiguration}
 */
function layeredConfig({ layers, exclude }) {
  const layerRules = layers.flatMap((layer, i) => {
    const later = layers.slice(i + 1).flat();
    return layer.map((unit) => ({
      name: `layer:${unit}`,
      comment: `${unit} may import only from the layers before it (docs/architecture.md)`,
      severity: 'error',
      from: { path: unitPath(unit) },
      to: { path: anyOf([...later, ...layer.filter((other) => other !== unit)]) },
    }));
  });
  return withCycleRule(layerRules, exclude);
}

/** Throws when the allow-lists within a tier form a cycle (a unit reaching itself through them). */
function assertAcyclic(allow) {
  const state = new Map();
  const visit = (unit, path) => {
    if (state.get(unit) === 'done') return;
    if (state.get(unit) === 'open') throw new Error(`allow-lists form a cycle: ${[...path, unit].join(' → ')}`);
    state.set(unit, 'open');
    for (const next of allow[unit] ?? []) visit(next, [...path, unit]);
    state.set(unit, 'done');
  };
  for (const unit of Object.keys(allow)) visit(unit, []);
}

/**
 * A few tiers instead of one total order, and an allow-list per unit: a unit may import every unit of
 * a lower tier (or, where `only` names them, just those: the pure units), and of its own tier only
 * what its allow-list names. The allow-lists must not form a cycle (checked here, so the lint fails
 * to start on one), and no file may take part in an import cycle (type imports included).
 *
 * @param {object} options
 * @param {{name: string, units: string[]}[]} options.tiers lowest first
 * @param {Record<string, string[]>} options.allow per unit: the units of its own tier it may import
 * @param {Record<string, string[]>} [options.only] per unit: the only lower-tier units it may import
 * @param {string} options.exclude the files not cruised (tests)
 * @returns {import('dependency-cruiser').IConfiguration}
 */
function tieredConfig({ tiers, allow, only = {}, exclude }) {
  const all = tiers.flatMap((t) => t.units);
  for (const unit of [...Object.keys(allow), ...Object.values(allow).flat(), ...Object.keys(only)])
    if (!all.includes(unit)) throw new Error(`unknown unit in the allow-lists: ${unit}`);
  assertAcyclic(allow);
  const rules = tiers.flatMap((tier, i) => {
    const lower = tiers.slice(0, i).flatMap((t) => t.units);
    const higher = tiers.slice(i + 1).flatMap((t) => t.units);
    return tier.units.map((unit) => {
      const sameTier = tier.units.filter((other) => other !== unit && !(allow[unit] ?? []).includes(other));
      const lowerRefused = only[unit] ? lower.filter((other) => !only[unit].includes(other)) : [];
      const refused = [...higher, ...sameTier, ...lowerRefused];
      return {
        name: `allow:${unit}`,
        comment: `${unit} (tier ${tier.name}) imports the lower tiers${only[unit] ? ` it names (${only[unit].join(', ')})` : ''} and, of its own tier, only ${(allow[unit] ?? []).join(', ') || 'nothing'} (docs/architecture.md)`,
        severity: 'error',
        from: { path: unitPath(unit) },
        to: { path: refused.length ? anyOf(refused) : '^$' },
      };
    });
  });
  return withCycleRule(rules, exclude);
}

module.exports = { layeredConfig, tieredConfig };
