'use client';
// The adviser's agenda in a script of its own: /afspraken serves both roles, and without this the
// entrepreneur's booking page loaded the adviser's calendar and forms (and zod with them) too.
import dynamic from 'next/dynamic';

export const AdviserAgenda = dynamic(() => import('./adviser-agenda.tsx').then((m) => m.AdviserAgenda));
