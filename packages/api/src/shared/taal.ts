// The two languages of the service, defined once. `Taal` keys every Dutch/English text pair ({ nl, en })
// and is the web app's locale; `TaalVoorkeur` is the same choice as the user's stored setting (the
// Prisma enum `Taal`, 'NL' | 'EN', used for e-mails and notifications). No I/O.

export const TALEN = ['nl', 'en'] as const;
/** 'nl' | 'en': the language of a text. */
export type Taal = (typeof TALEN)[number];

/** 'NL' | 'EN': a user's stored language setting (e-mails, notifications, the web app's default). */
export type TaalVoorkeur = Uppercase<Taal>;
export const TAAL_VOORKEUREN = ['NL', 'EN'] as const satisfies readonly TaalVoorkeur[];

/** The stored setting → the language of its texts. */
export function taalVanVoorkeur(voorkeur: TaalVoorkeur): Taal {
  return voorkeur === 'EN' ? 'en' : 'nl';
}

/** A text in both languages. */
export type Tekst = Record<Taal, string>;
