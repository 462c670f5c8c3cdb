// The adviser's e-mail preferences per event type (shared by get and update).
import { z } from 'zod';

export const ZEmailVoorkeuren = z.object({
  nieuweAanvraag: z.boolean().meta({ description: 'een nieuwe aanvraag (zonder behandelaar)' }),
  aangevuld: z.boolean().meta({ description: 'een ondernemer meldt een aanvraag als aangevuld' }),
  toegewezen: z.boolean().meta({ description: 'een collega wijst u een aanvraag toe' }),
  chat: z.boolean().meta({ description: 'chatberichten die u niet binnen enkele minuten las' }),
  afspraak: z.boolean().meta({ description: 'een afspraakvoorstel van een ondernemer' }),
  wijziging: z.boolean().meta({
    description:
      'aandelen of gecontroleerde cijfers van een bedrijf met een open aanvraag wijzigen (de berekening of een controle moet opnieuw)',
  }),
});
export type TEmailVoorkeuren = z.infer<typeof ZEmailVoorkeuren>;
