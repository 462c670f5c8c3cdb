// The whole API: nested keys mirror the procedure paths of API.md.
import { appointmentsRouter } from './modules/appointments/appointments.router.ts';
import { authRouter } from './modules/auth/auth.router.ts';
import { availabilityRouter } from './modules/availability/availability.router.ts';
import { companiesRouter } from './modules/companies/companies.router.ts';
import { kvkRouter } from './modules/kvk/kvk.router.ts';
import { createRouter } from './trpc/init.ts';

export const appRouter = createRouter({
  auth: authRouter,
  kvk: kvkRouter,
  companies: companiesRouter,
  availability: availabilityRouter,
  appointments: appointmentsRouter,
});

export type AppRouter = typeof appRouter;
