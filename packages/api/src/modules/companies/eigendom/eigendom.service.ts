// companies.eigendom.decide: an adviser confirms or rejects that the account that linked a
// company record owns it (API.md, Trust). CompanyMember.eigendomStatus stays the one source of
// truth (the issuing gate reads it). Knows nothing of tRPC or HTTP.
import { DomainError } from '../../../errors/domain-error.ts';
import type { AuthedContext } from '../../../infra/service-context.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { notify } from '../../notify/notify.ts';
import { findMembership } from '../companies.repository.ts';
import { toBedrijf } from '../companies.mapping.ts';
import type { TBedrijf } from '../company.schema.ts';
import type { TDecideEigendomInput } from './decide.schema.ts';
import { findCompanyOwner, setMemberEigendom } from './eigendom.repository.ts';
import { eigendomByAdviser, eigendomDecisionMessage, eigendomMelding } from './eigendom.rules.ts';
import { inTransaction } from '../../../infra/database.ts';
import { writeAudit } from '../../../infra/audit/audit.repository.ts';

const notFound = () => new DomainError('COMPANY_NOT_FOUND', 'Dit bedrijf bestaat niet.');

export async function decideEigendom(ctx: AuthedContext, input: TDecideEigendomInput): Promise<TBedrijf> {
  const now = ctx.clock.now();
  const ownerId = await inTransaction(ctx.db, async (tx) => {
    const company = await findCompanyOwner(tx, input.companyId);
    // the member who linked the record; an older record without eigenaarId: its first owner
    const owner = company?.leden.find((m) => m.userId === company.eigenaarId) ?? company?.leden[0];
    if (!company || !owner) throw notFound();
    await setMemberEigendom(tx, owner.id, eigendomByAdviser(input.besluit, now));
    const feiten = {
      voornaam: owner.user.voornaam,
      bedrijf: company.naamOverride ?? company.naam,
      besluit: input.besluit,
      toelichting: input.toelichting,
    };
    const message = eigendomDecisionMessage(owner.user.taal, feiten);
    await notify(tx, { userId: owner.userId, type: 'SYSTEEM', ...eigendomMelding(feiten) });
    await queueMail(tx, { aan: owner.user.email, onderwerp: message.onderwerp, tekst: message.tekst });
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'EIGENDOM_BESLOTEN',
      ip: ctx.ip,
      details: {
        companyId: company.id,
        kvkNummer: company.kvkNummer,
        ondernemerId: owner.userId,
        van: owner.eigendomStatus,
        besluit: input.besluit,
        toelichting: input.toelichting,
      },
    });
    return owner.userId;
  });
  const membership = await findMembership(ctx.db, input.companyId, ownerId);
  if (!membership) throw notFound();
  return toBedrijf(membership);
}
