// When the chosen adviser has no free time (this week and the twelve after): what to offer instead.
// Pure.

interface WeekLike {
  dagen: readonly { datum: string; slots: readonly unknown[] }[];
  volgendeVrij: string | null;
}

/** The first day with free time a week's answer names: a day of the week itself, else `volgendeVrij`. */
export function firstFreeDay(week: WeekLike): string | null {
  return week.dagen.find((d) => d.slots.length > 0)?.datum ?? week.volgendeVrij;
}

const OPEN = new Set(['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG']);

interface AanvraagLike {
  id: string;
  status: string;
  eigen: boolean;
  bijgewerktOp: string;
  behandelaar: { id: string } | null;
}

/**
 * The open request whose chat reaches the adviser best, to ask him for a time: the one that adviser
 * handles first, then the person's own before one of a company he is a partner of (partners talk
 * along in the chat too), then the one changed last; null without an open request.
 */
export function chatRequestFor<T extends AanvraagLike>(aanvragen: readonly T[], adviserId: string): T | null {
  const open = aanvragen.filter((a) => OPEN.has(a.status));
  const ranked = [...open].sort(
    (a, b) =>
      Number(b.behandelaar?.id === adviserId) - Number(a.behandelaar?.id === adviserId) ||
      Number(b.eigen) - Number(a.eigen) ||
      b.bijgewerktOp.localeCompare(a.bijgewerktOp),
  );
  return ranked[0] ?? null;
}
