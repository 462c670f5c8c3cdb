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

/**
 * The language an `Accept-Language` header asks for among ours (by weight, then by order; `nl-BE` counts
 * as nl, `q=0` refuses), or null when it names neither (the user's own setting then applies).
 */
export function taalUitAcceptLanguage(header: string | null | undefined): TaalVoorkeur | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((x) => (x.lang === 'nl' || x.lang === 'en') && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const best = ranked[0]?.lang;
  return best === 'en' ? 'EN' : best === 'nl' ? 'NL' : null;
}
