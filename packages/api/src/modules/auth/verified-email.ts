// The guard for operations that need a confirmed e-mail address (e.g. aanvragen.create): 403.
import { DomainError } from '../../errors/domain-error.ts';
import type { Actor } from '../../infra/service-context.ts';

export function requireVerifiedEmail(actor: Actor): void {
  if (actor.emailGeverifieerd === false) {
    throw new DomainError(
      'EMAIL_NOT_VERIFIED',
      'Bevestig eerst uw e-mailadres met de link die wij u hebben gestuurd. Een nieuwe link vraagt u aan via POST /auth/verification.',
    );
  }
}
