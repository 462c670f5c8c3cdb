import { publicProcedure } from '../../trpc/procedures.ts';
import { previewInvitation } from '../companies/partners/partners.service.ts';
import {
  previewInvitationMeta,
  ZPreviewInvitationInput,
  ZPreviewInvitationOutput,
} from './preview-invitation.schema.ts';

export const previewInvitationProcedure = publicProcedure
  .meta(previewInvitationMeta)
  .input(ZPreviewInvitationInput)
  .output(ZPreviewInvitationOutput)
  .mutation(({ ctx, input }) => previewInvitation(ctx, input.token));
