// The layers of packages/api/src (docs/architecture.md, "Layers inside packages/api"), checked by
// `pnpm --filter @ikv/api lint`. A unit is a folder under modules/, one of the top folders, or a
// top file. Each unit may import values only from the units listed before it (a type-only import
// is erased at build time and may point anywhere); an import of a later unit, or any import cycle
// between files (type imports included), fails the lint.
/** @type {string[][]} each entry one layer; the units of one layer must not import each other */
const layers = [
  ['shared'],
  ['errors'],
  ['modules/regels'],
  ['infra'],
  ['trpc'],
  ['modules/mail'],
  ['modules/rate-limit'],
  ['modules/live'],
  ['modules/notify'],
  ['modules/kvk'],
  ['modules/auth'],
  ['modules/account'],
  ['modules/ondernemer'],
  ['modules/documents'],
  ['modules/ikv-berekening', 'modules/aanvraag-regels'],
  ['modules/companies'],
  ['modules/orientatie'],
  ['modules/aanvragen'],
  ['modules/ikv'],
  ['modules/verklaring'],
  ['modules/verificatie'],
  ['modules/chat'],
  ['modules/notifications'],
  ['modules/agenda'],
  ['modules/availability'],
  ['modules/appointments'],
  ['modules/adviseur'],
  ['modules/health'],
  ['root.ts'],
  ['rest'],
  ['jobs.ts', 'index.ts'],
];

/** the path pattern of a unit (relative to packages/api) */
const unitPath = (unit) => {
  if (unit.endsWith('.ts')) return `^src/${unit.replace('.', '\\.')}$`;
  return `^src/${unit}/`;
};
const anyOf = (units) => units.map(unitPath).join('|');

const layerRules = layers.flatMap((layer, i) => {
  const later = layers.slice(i + 1).flat();
  return layer.map((unit) => ({
    name: `layer:${unit}`,
    comment: `${unit} may import only from the layers before it (docs/architecture.md)`,
    severity: 'error',
    from: { path: unitPath(unit) },
    to: { path: anyOf([...later, ...layer.filter((other) => other !== unit)]), dependencyTypesNot: ['type-only'] },
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
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
