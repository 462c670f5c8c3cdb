// The page a notification leads to (pure): the request (entrepreneur or adviser view), the
// appointment, the invitation in the notification centre, or the notification centre itself.
export type LinkRol = 'ONDERNEMER' | 'ADVISEUR';

export function notificationLink(
  rol: LinkRol,
  ids: { aanvraagId?: string | null; uitnodigingId?: string | null; afspraakId?: string | null },
): string {
  if (ids.aanvraagId)
    return rol === 'ADVISEUR' ? `/adviseur/aanvragen/${ids.aanvraagId}` : `/aanvragen/${ids.aanvraagId}`;
  if (ids.afspraakId) return `/afspraken/${ids.afspraakId}`;
  if (ids.uitnodigingId) return `/meldingen#uitnodiging-${ids.uitnodigingId}`;
  return '/meldingen';
}
