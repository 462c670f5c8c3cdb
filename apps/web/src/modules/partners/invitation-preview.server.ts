// The invitation behind an e-mailed link, read on the server with the link's token only
// (notifications.previewInvitation): who invites whom to which company. Null for an unknown token or
// when it cannot be read now (too many attempts): the page then says it does not know the invitation.
import type { RouterOutputs } from '@ikv/api';
import { fill, type Dictionary } from '~/i18n/locale.ts';
import { safeReturnPath } from '~/lib/return-path.ts';
import { serverApi } from '~/trpc/server.ts';
import { invitationTokenOf } from './partners.rules.ts';

export type InvitationPreview = RouterOutputs['notifications']['previewInvitation'];

export async function invitationPreview(token: string): Promise<InvitationPreview | null> {
  try {
    return await (await serverApi()).notifications.previewInvitation({ token });
  } catch {
    return null;
  }
}

/** The open invitation a registration or login returns to (its callbackUrl), to prefill its address. */
export async function invitationForReturnPath(callbackUrl: string | undefined): Promise<InvitationPreview | null> {
  const token = invitationTokenOf(callbackUrl ? safeReturnPath(callbackUrl) : null);
  if (!token) return null;
  const preview = await invitationPreview(token);
  return preview?.status === 'OPENSTAAND' ? preview : null;
}

/** What the registration and login forms say above the prefilled address. */
export function invitationFormNote(t: Dictionary, invitation: InvitationPreview): string {
  return fill(t.companyAdmin.invitationFormNote, {
    uitnodiger: invitation.uitnodiger.naam,
    bedrijf: invitation.bedrijf.naam,
    kvk: invitation.bedrijf.kvkNummer,
    email: invitation.email,
  });
}
