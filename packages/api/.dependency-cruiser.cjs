// The layers of packages/api/src (docs/architecture.md, "Layers inside packages/api"), checked by
// `pnpm --filter @ikv/api lint`. A unit is a folder under modules/, one of the top folders, or a
// top file. Each unit may import only from the units listed before it, type-only imports included; an
// import of a later unit, or any import cycle between files, fails the lint.
const { layeredConfig } = require('@ikv/dependency-cruiser-config');

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
  ['modules/webhook-outbox'],
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
  ['modules/privacy'],
  ['modules/integraties'],
  ['modules/webhooks'],
  ['modules/health'],
  ['root.ts'],
  ['rest'],
  ['jobs.ts', 'index.ts'],
];

module.exports = layeredConfig({ layers, exclude: '\\.test\\.ts$' });
