// The public orientation: rate limited per IP, then the pure rules at the date of the request.
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { computeOrientatie, type Orientatie, type OrientatieInvoer } from './orientatie.rules.ts';

/** The rules, with a rule's refusal (a case the schema let through) as a 400 instead of a 500. */
export function orientatieOf(invoer: OrientatieInvoer, datum: Date): Orientatie {
  try {
    return computeOrientatie(invoer, datum);
  } catch (e) {
    if (e instanceof RangeError) throw new DomainError('VALIDATION_FAILED', e.message);
    throw e;
  }
}

export async function calculateOrientatie(ctx: ServiceContext, invoer: OrientatieInvoer): Promise<Orientatie> {
  await consume(ctx, [['orientatieIp', ctx.ip]]);
  return orientatieOf(invoer, ctx.clock.now());
}
