// The public pre-check: rate limited per IP (the only thing written: the counter), then the IKV rules
// on the figures given at today's date. Nothing of the input is stored or logged.
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { computeIkv, IkvInvoerFout, type IkvBoekjaar, type IkvInvoer } from '../ikv-berekening/ikv.rules.ts';
import { IKV_VELDEN } from '../../shared/financieel-boekjaar.fields.ts';
import { peildatumOf } from '../../shared/peildatum.rules.ts';
import type { TPrecheckInput } from './precheck.schema.ts';
import { rechtsvormVan, voorcheckVan, type Voorcheck } from './voorcheck.rules.ts';

const OPTIONEEL = IKV_VELDEN.filter((v) => v.invoer === 'optioneel').map((v) => v.naam);

/** The figures given → the IKV rules' input at the peildatum (as ikv.calculate builds it from a company). */
function voorcheckInvoer(input: TPrecheckInput, peildatum: string): IkvInvoer {
  const rechtsvorm = rechtsvormVan(input.rechtsvorm);
  if (!rechtsvorm) {
    throw new DomainError(
      'RECHTSVORM_NIET_ONDERSTEUND',
      `Voor rechtsvorm "${input.rechtsvorm}" kan geen inkomensverklaring ondernemer worden opgesteld (alleen eenmanszaak, vof, maatschap, cv, bv en nv).`,
      {
        errors: [{ path: 'rechtsvorm', message: 'alleen eenmanszaak, vof, maatschap, cv, bv en nv' }],
      },
    );
  }
  return {
    rechtsvorm,
    aandeelPercentage: input.aandeelPercentage ?? 100,
    // an optional field left out is unknown: null, as the stored years give it
    boekjaren: input.boekjaren.map(
      (b) =>
        ({
          ...b,
          ...Object.fromEntries(OPTIONEEL.map((naam) => [naam, b[naam] ?? null])),
        }) as IkvBoekjaar,
    ),
    peildatum,
    dgaSalarissen: input.dgaSalarissen ?? null,
    tussentijds: input.tussentijds ?? null,
  };
}

export async function precheckIkv(ctx: ServiceContext, input: TPrecheckInput): Promise<Voorcheck> {
  await consume(ctx, [['voorcheckIp', ctx.ip]]);
  return voorcheckOp(input, peildatumOf(ctx.clock.now()));
}

/** The pre-check itself, after the rate limit (also POST /ikv/voorcheck/documenten). */
export function voorcheckOp(input: TPrecheckInput, peildatum: string): Voorcheck {
  const invoer = voorcheckInvoer(input, peildatum);
  try {
    return voorcheckVan(computeIkv(invoer));
  } catch (e) {
    if (e instanceof IkvInvoerFout) {
      throw new DomainError(e.code, e.nl, {
        errors: [{ path: e.details.path ?? 'boekjaren', message: e.nl }],
        cause: e,
      });
    }
    throw e;
  }
}
