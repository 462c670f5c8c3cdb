// The whole API: nested keys mirror the procedure paths of API.md. Only the assembly: importing
// this file wires nothing; createApp() (app.ts) wires the modules and hands the router out.
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
import { ondernemerRouter } from './modules/ondernemer/ondernemer.router.ts';
import { notificationsRouter } from './modules/notifications/notifications.router.ts';
import { orientatieRouter } from './modules/orientatie/orientatie.router.ts';
import { verificatieRouter } from './modules/verificatie/verificatie.router.ts';
import { documentsRouter } from './modules/documents/documents.router.ts';
import { privacyRouter } from './modules/privacy/privacy.router.ts';
import { integratiesRouter } from './modules/integraties/integraties.router.ts';
import { webhooksRouter } from './modules/webhooks/webhooks.router.ts';
import { createRouter } from './trpc/init.ts';

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
