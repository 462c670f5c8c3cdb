// The whole API: nested keys mirror the procedure paths of API.md.
import { accountRouter } from './modules/account/account.router.ts';
import { aanvragenRouter } from './modules/aanvragen/aanvragen.router.ts';
import { adviseurRouter } from './modules/adviseur/adviseur.router.ts';
import { appointmentsRouter } from './modules/appointments/appointments.router.ts';
import { authRouter } from './modules/auth/auth.router.ts';
import { chatRouter } from './modules/chat/chat.router.ts';
import { availabilityRouter } from './modules/availability/availability.router.ts';
import { companiesRouter } from './modules/companies/companies.router.ts';
import { healthRouter } from './modules/health/health.router.ts';
import { ikvRouter } from './modules/ikv/ikv.router.ts';
import { kvkRouter } from './modules/kvk/kvk.router.ts';
import { liveRouter } from './modules/live/live.router.ts';
import { setCatchUpRenderer } from './modules/live/live.service.ts';
import { notificationsInCurrentLanguage } from './modules/notify/live-catch-up.ts';
import { ondernemerRouter } from './modules/ondernemer/ondernemer.router.ts';
import { notificationsRouter } from './modules/notifications/notifications.router.ts';
import { orientatieRouter } from './modules/orientatie/orientatie.router.ts';
import { verificatieRouter } from './modules/verificatie/verificatie.router.ts';
import { documentsRouter } from './modules/documents/documents.router.ts';
import { privacyRouter } from './modules/privacy/privacy.router.ts';
import { integratiesRouter } from './modules/integraties/integraties.router.ts';
import { webhooksRouter } from './modules/webhooks/webhooks.router.ts';
import { createRouter } from './trpc/init.ts';
import { registerAanvraagHooks } from './modules/aanvragen/aanvraag-hooks.ts';
import { issueVerklaringInTx, loadTrustExtras } from './modules/verklaring/verklaring.service.ts';
import { loadIdentiteit } from './modules/adviseur/identiteit/identiteit.service.ts';
import { dubbeleClaimVan } from './modules/adviseur/dubbele-claims/dubbele-claims.service.ts';

// aanvragen comes before verklaring and adviseur in the layers; what they add to an aanvraag they
// hand in here (modules/aanvragen/aanvraag-hooks.ts)
registerAanvraagHooks({
  trustExtras: loadTrustExtras,
  issueVerklaringInTx,
  identiteit: loadIdentiteit,
  dubbeleClaim: dubbeleClaimVan,
});

import { processDb } from './infra/database.ts';
import { config } from './infra/config.ts';
import { setDocumentsWaitingSource, setJobQueuesSource, setMailOutboxSource } from './infra/observability/metrics.ts';
import { countWaitingLezingen } from './modules/documents/intake/intake.repository.ts';
import { readMailOutbox } from './modules/mail/mail.repository.ts';
import { readJobQueues } from './infra/jobs/job-runtime.repository.ts';

// The outbox gauges of /api/metrics (every instance, whether it runs the jobs or not) read the
// whole database's queue through the mail module; infra does not know the mail module.
setMailOutboxSource(async () => (config().databaseUrl ? readMailOutbox(processDb()) : null));
// the documents waiting to be read, likewise
setDocumentsWaitingSource(async () => (config().databaseUrl ? countWaitingLezingen(processDb()) : null));
// the job runtime's backlog and dead letters per task, likewise for the whole database
setJobQueuesSource(async () => (config().databaseUrl ? readJobQueues(processDb()) : null));

// a live catch-up renders the notifications it replays in the reader's current language
setCatchUpRenderer(notificationsInCurrentLanguage);

export const appRouter = createRouter({
  auth: authRouter,
  kvk: kvkRouter,
  companies: companiesRouter,
  ondernemer: ondernemerRouter,
  account: accountRouter,
  notifications: notificationsRouter,
  aanvragen: aanvragenRouter,
  ikv: ikvRouter,
  adviseur: adviseurRouter,
  availability: availabilityRouter,
  appointments: appointmentsRouter,
  chat: chatRouter,
  live: liveRouter,
  health: healthRouter,
  orientatie: orientatieRouter,
  verificatie: verificatieRouter,
  privacy: privacyRouter,
  documents: documentsRouter,
  integraties: integratiesRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
