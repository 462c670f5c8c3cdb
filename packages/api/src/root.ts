// The whole API: nested keys mirror the procedure paths of API.md.
import { authRouter } from './modules/auth/auth.router.ts';
import { companiesRouter } from './modules/companies/companies.router.ts';
import { kvkRouter } from './modules/kvk/kvk.router.ts';
import { ondernemerRouter } from './modules/ondernemer/ondernemer.router.ts';
import { notificationsRouter } from './modules/notifications/notifications.router.ts';
import { createRouter } from './trpc/init.ts';

export const appRouter = createRouter({
  auth: authRouter,
  kvk: kvkRouter,
  companies: companiesRouter,
  ondernemer: ondernemerRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
