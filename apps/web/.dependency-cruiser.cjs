// The layers of apps/web/src (docs/architecture.md, "Layers inside apps/web"), checked by
// `pnpm --filter @ikv/web lint`. A unit is a folder under modules/, one of the top folders, or a
// top file. Each unit may import only from the units listed before it (values and types alike);
// an import of a later unit, or any import cycle between files, fails the lint.
/** @type {string[][]} each entry one layer; the units of one layer must not import each other */
const layers = [
  ['auth'],
  ['i18n'],
  ['lib'],
  ['trpc'],
  ['modules/orientatie'],
  ['modules/aanvragen'],
  ['modules/i18n'],
  ['modules/auth'],
  ['modules/account'],
  ['modules/documents'],
  ['modules/flow'],
  ['modules/adviseur'],
  ['modules/appointments'],
  ['modules/chat'],
  ['modules/partners'],
  ['modules/companies'],
  ['modules/live'],
  ['modules/notifications'],
  ['modules/verificatie'],
  ['modules/layout'],
  ['modules/voorcheck'],
  ['app'],
  ['build', 'instrumentation.ts'],
];

/** the path pattern of a unit (relative to apps/web) */
const unitPath = (unit) => (unit.endsWith('.ts') ? `^src/${unit.replace('.', '\\.')}$` : `^src/${unit}/`);
const anyOf = (units) => units.map(unitPath).join('|');

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

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no import cycle between files, type imports included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
