// Is this instance fit to receive traffic: can it reach PostgreSQL within a short time?
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { getLiveHub, type LiveContext } from '../live/live-hub.ts';
import { pingDatabase } from './health.repository.ts';
import { config } from '../../infra/config.ts';

const HEALTH_TIMEOUT_MS = 2_000;

export async function checkHealth(ctx: ServiceContext & LiveContext) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(ctx.db), timeout]);
  } catch {
    throw new DomainError('DATABASE_UNAVAILABLE', 'De database is niet bereikbaar.', { retryAfter: 5 });
  } finally {
    clearTimeout(timer);
  }
  const hub = ctx.live ?? (config().databaseUrl ? getLiveHub() : null);
  return {
    status: 'ok' as const,
    database: 'ok' as const,
    liveListener: hub?.listening ? ('listening' as const) : ('idle' as const),
  };
}
