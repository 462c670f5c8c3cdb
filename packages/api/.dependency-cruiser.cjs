// The module graph of packages/api/src (docs/architecture.md, "The module graph of packages/api"),
// checked by `pnpm --filter @ikv/api lint`. A unit is a folder under modules/, one of the top folders, or
// a top file. Five tiers; a unit imports the tiers below it (the pure units only what `only` names) and,
// of its own tier, only what its allow-list names: a new dependency between modules is a line here,
// seen in review. The allow-lists may not form a cycle, and no file may take part in an import cycle.
const { tieredConfig } = require('@ikv/dependency-cruiser-config');

const tiers = [
  // pure: types, money, dates, the law's data; no I/O
  { name: 'foundation', units: ['shared', 'errors', 'modules/regels'] },
  // configuration, database helpers, mail transport, clock, secrets, signing, observability; the procedure builders
  { name: 'infra', units: ['infra', 'trpc'] },
  // one module per subject: its procedures, service, repository and rules
  {
    name: 'modules',
    units: [
      'modules/mail',
      'modules/rate-limit',
      'modules/live',
      'modules/notify',
      'modules/webhook-outbox',
      'modules/kvk',
      'modules/auth',
      'modules/account',
      'modules/ondernemer',
      'modules/documents',
      'modules/ikv-berekening',
      'modules/aanvraag-regels',
      'modules/companies',
      'modules/orientatie',
      'modules/aanvragen',
      'modules/ikv',
      'modules/verklaring',
      'modules/verificatie',
      'modules/chat',
      'modules/notifications',
      'modules/agenda',
      'modules/availability',
      'modules/appointments',
      'modules/adviseur',
      'modules/privacy',
      'modules/integraties',
      'modules/webhooks',
      'modules/health',
    ],
  },
  // the composition: the router, the wiring of the modules and createApp(), the background jobs
  { name: 'application', units: ['root.ts', 'compose.ts', 'app.ts', 'jobs.ts'] },
  // what the outside calls: REST and its file routes, the package's entry points
  { name: 'transports', units: ['rest', 'index.ts', 'operator.ts'] },
];

/** per unit: the units of its own tier it may import */
const allow = {
  'modules/regels': ['shared'],
  trpc: ['infra'],
  'modules/notify': ['modules/live'],
  'modules/webhook-outbox': ['modules/mail'],
  'modules/kvk': ['modules/rate-limit'],
  'modules/auth': ['modules/kvk', 'modules/live', 'modules/mail', 'modules/rate-limit'],
  'modules/account': ['modules/auth'],
  'modules/ondernemer': ['modules/auth', 'modules/mail', 'modules/notify', 'modules/rate-limit'],
  'modules/aanvraag-regels': ['modules/notify'],
  'modules/companies': [
    'modules/aanvraag-regels',
    'modules/documents',
    'modules/ikv-berekening',
    'modules/kvk',
    'modules/mail',
    'modules/notify',
    'modules/rate-limit',
  ],
  'modules/orientatie': ['modules/rate-limit'],
  'modules/aanvragen': [
    'modules/aanvraag-regels',
    'modules/auth',
    'modules/companies',
    'modules/documents',
    'modules/ikv-berekening',
    'modules/kvk',
    'modules/mail',
    'modules/notify',
    'modules/orientatie',
    'modules/webhook-outbox',
  ],
  'modules/ikv': [
    'modules/aanvraag-regels',
    'modules/aanvragen',
    'modules/companies',
    'modules/documents',
    'modules/ikv-berekening',
    'modules/orientatie',
    'modules/rate-limit',
  ],
  'modules/verklaring': [
    'modules/aanvraag-regels',
    'modules/aanvragen',
    'modules/companies',
    'modules/ikv',
    'modules/ikv-berekening',
    'modules/mail',
    'modules/notify',
    'modules/webhook-outbox',
  ],
  'modules/verificatie': ['modules/rate-limit', 'modules/verklaring'],
  'modules/chat': ['modules/live', 'modules/mail', 'modules/rate-limit'],
  'modules/notifications': ['modules/aanvragen', 'modules/chat', 'modules/companies', 'modules/live', 'modules/notify'],
  'modules/availability': ['modules/agenda'],
  'modules/appointments': ['modules/agenda', 'modules/availability', 'modules/mail', 'modules/notify'],
  'modules/adviseur': [
    'modules/aanvraag-regels',
    'modules/aanvragen',
    'modules/companies',
    'modules/documents',
    'modules/mail',
    'modules/notify',
    'modules/verklaring',
  ],
  'modules/privacy': [
    'modules/aanvraag-regels',
    'modules/auth',
    'modules/mail',
    'modules/notify',
    'modules/ondernemer',
    'modules/rate-limit',
    'modules/webhook-outbox',
  ],
  'modules/integraties': [
    'modules/aanvragen',
    'modules/live',
    'modules/mail',
    'modules/rate-limit',
    'modules/verklaring',
  ],
  'modules/webhooks': ['modules/integraties', 'modules/verklaring', 'modules/webhook-outbox'],
  'modules/health': ['modules/live'],
  'app.ts': ['compose.ts', 'root.ts'],
  'index.ts': ['rest'],
  'operator.ts': ['rest'],
};

/** the pure units: of the lower tiers only the foundation (no database, no configuration, no procedures) */
const foundation = ['shared', 'errors', 'modules/regels'];
const only = {
  'modules/ikv-berekening': foundation,
  'modules/aanvraag-regels': foundation,
  'modules/agenda': foundation,
};

module.exports = tieredConfig({ tiers, allow, only, exclude: '\\.test\\.ts$' });
