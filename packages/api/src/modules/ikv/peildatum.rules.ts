// The peildatum of a calculation: the calendar date in Europe/Amsterdam at the given instant (pure).
export function peildatumOf(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
