// What later modules add to an aanvraag, without aanvragen importing them (docs/architecture.md,
// layers): verklaring fills in the detail's documents, checks and statement and issues the
// statement when a request is completed; adviseur adds, for advisers, the applicant's identity
// check and other accounts' claims of the KvK number. The composition root (compose.ts) registers them
// once, when createApp() runs; aanvragen only calls them.
import type { Tx } from '@ikv/db';
import type { AuthedContext } from '../../infra/service-context.ts';
import type { TAanvraagVolledig } from './aanvraag.schema.ts';

type AanvraagTrustExtras = Pick<TAanvraagVolledig, 'documenten' | 'controles' | 'verklaring' | 'verklaringGereed'>;

interface AanvraagHooks {
  /** verklaring: the documents, the adviser's checks, the issued statement and the issuing gate of a request */
  trustExtras(
    ctx: AuthedContext,
    row: {
      id: string;
      companyId: string;
      status: TAanvraagVolledig['status'];
      verklaringType: TAanvraagVolledig['verklaringType'];
    },
  ): Promise<AanvraagTrustExtras>;
  /** verklaring: issues the statement inside the transaction that moves the request to AFGEROND (throws when not ready) */
  issueVerklaringInTx(
    tx: Tx,
    ctx: AuthedContext,
    full: TAanvraagVolledig,
    opmerking: string | null,
  ): Promise<{ nummer: string; toetsinkomen: number | null; geldigTot: string } | null>;
  /** adviseur: the applicant's identity check, null while none */
  identiteit(ctx: Pick<AuthedContext, 'db'>, ondernemerId: string): Promise<TAanvraagVolledig['identiteit']>;
  /** adviseur: the other accounts that claim the KvK number, null when none */
  dubbeleClaim(ctx: Pick<AuthedContext, 'db'>, kvkNummer: string): Promise<TAanvraagVolledig['dubbeleClaim']>;
}

let registered: AanvraagHooks | null = null;

export function registerAanvraagHooks(hooks: AanvraagHooks): void {
  registered = hooks;
}

export function aanvraagHooks(): AanvraagHooks {
  if (!registered)
    throw new Error('aanvragen: the hooks of verklaring and adviseur are not registered (createApp() registers them)');
  return registered;
}
