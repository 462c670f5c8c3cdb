// The layers of apps/web/src (docs/architecture.md, "The module graph of `packages/api`", its last paragraph), checked by
// `pnpm --filter @ikv/web lint`. A unit is a folder under modules/, one of the top folders, or a
// top file. Each unit may import only from the units listed before it (values and types alike);
// an import of a later unit, or any import cycle between files, fails the lint.
const { layeredConfig } = require('@ikv/dependency-cruiser-config');

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
  ['modules/indienen'],
  ['app'],
  ['build', 'instrumentation.ts'],
];

module.exports = layeredConfig({ layers, exclude: '\\.test\\.tsx?$' });
