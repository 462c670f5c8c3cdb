// The composition root of the modules (docs/architecture.md, "The composition root"): what a lower
// module needs of a later one, or infra of a module, is handed in here, once, by createApp()
// (app.ts). Nothing is wired by importing a file: a process that never calls createApp() (a unit
// test, a script) sees every hook and source unset.
import { config } from './infra/config.ts';
import { processDb } from './infra/database.ts';
import { setDocumentsWaitingSource, setJobQueuesSource, setMailOutboxSource } from './infra/observability/metrics.ts';
import { readJobQueues } from './infra/jobs/job-runtime.repository.ts';
import { registerAanvraagHooks } from './modules/aanvragen/aanvraag-hooks.ts';
import { dubbeleClaimVan } from './modules/adviseur/dubbele-claims/dubbele-claims.service.ts';
import { loadIdentiteit } from './modules/adviseur/identiteit/identiteit.service.ts';
import { countWaitingLezingen } from './modules/documents/intake/intake.repository.ts';
import { setCatchUpRenderer } from './modules/live/live.service.ts';
import { readMailOutbox } from './modules/mail/mail.repository.ts';
import { notificationsInCurrentLanguage } from './modules/notify/live-catch-up.ts';
import { issueVerklaringInTx, loadTrustExtras } from './modules/verklaring/verklaring.service.ts';

let composed = false;

/** Wires the modules together; a second call (Next.js may load this package twice) does nothing. */
export function composeModules(): void {
  if (composed) return;
  composed = true;

  // aanvragen comes before verklaring and adviseur in the module graph; what they add to an aanvraag
  // they hand in here (modules/aanvragen/aanvraag-hooks.ts)
  registerAanvraagHooks({
    trustExtras: loadTrustExtras,
    issueVerklaringInTx,
    identiteit: loadIdentiteit,
    dubbeleClaim: dubbeleClaimVan,
  });

  // The outbox gauges of /api/metrics (every instance, whether it runs the jobs or not) read the
  // whole database's queue through the mail module; infra does not know the mail module.
  setMailOutboxSource(async () => (config().databaseUrl ? readMailOutbox(processDb()) : null));
  // the documents waiting to be read, likewise
  setDocumentsWaitingSource(async () => (config().databaseUrl ? countWaitingLezingen(processDb()) : null));
  // the job runtime's backlog and dead letters per task, likewise for the whole database
  setJobQueuesSource(async () => (config().databaseUrl ? readJobQueues(processDb()) : null));

  // a live catch-up renders the notifications it replays in the reader's current language
  setCatchUpRenderer(notificationsInCurrentLanguage);
}
