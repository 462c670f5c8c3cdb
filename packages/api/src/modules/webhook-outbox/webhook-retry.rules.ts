// When a webhook delivery is tried again (API.md, Integrations: "at least once, retried with backoff
// for 24 h on any non-2xx or timeout (10 s)"): 30 s after the first failure, doubling each time up
// to 4 hours between attempts, the last attempt exactly 24 hours after the event; a failure after that
// gives up (MISLUKT, and the endpoint is switched off).

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 4 * 60 * 60 * 1000;

/** The wait after the `pogingen`-th failed attempt (1 = the first). */
export function retryDelayMs(pogingen: number): number {
  if (pogingen < 1) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(pogingen - 1, 30), MAX_DELAY_MS);
}

/**
 * The moment of the next attempt after `pogingen` failed attempts of an event queued at `eersteOp`,
 * a failure seen at `nu`; null once the 24 hours are over (give up).
 */
export function volgendePoging(eersteOp: Date, pogingen: number, nu: Date): Date | null {
  const einde = eersteOp.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (nu.getTime() >= einde) return null;
  return new Date(Math.min(nu.getTime() + retryDelayMs(pogingen), einde));
}

/** A receiver's answer counts as delivered only when it is a 2xx. */
export function isAfgeleverd(status: number | null): boolean {
  return status !== null && status >= 200 && status < 300;
}
