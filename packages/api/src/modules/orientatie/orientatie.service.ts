// The public orientation: rate limited per IP, then the pure rules at the date of the request.
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { peildatumOf } from '../../shared/peildatum.rules.ts';
import { computeOrientatie, type Orientatie, type OrientatieInvoer } from './orientatie.rules.ts';

/** The rules, with a rule's refusal (a case the schema let through) as a 400 instead of a 500. */
function orientatieOf(invoer: OrientatieInvoer, datum: Date | string): Orientatie {
  try {
    return computeOrientatie(invoer, datum);
  } catch (e) {
    if (e instanceof RangeError) throw new DomainError('VALIDATION_FAILED', e.message);
    throw e;
  }
}

/** The rules in force on the peildatum given, else on today (Europe/Amsterdam, from the injected clock). */
export async function calculateOrientatie(
  ctx: ServiceContext,
  input: OrientatieInvoer & { peildatum?: string | null },
): Promise<Orientatie> {
  await consume(ctx, [['orientatieIp', ctx.ip]]);
  const { peildatum, ...invoer } = input;
  return orientatieOf(invoer, peildatum ?? peildatumOf(ctx.clock.now()));
}
