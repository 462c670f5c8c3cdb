// Owner check: does a named person occur among a company's owners and officers? Pure.
// Names are compared without case, accents, punctuation and Dutch tussenvoegsels ("van der",
// "de", "'t" …). A first name matches when its words start the registered voornamen ("Jan" ~
// "Jan Pieter"); a last name matches the geslachtsnaam with or without its voorvoegsel, and either
// half of a double name ("Awad - Awad", "Montoya-Casterline"). A given birth date must be equal
// when the registry knows one.

export interface PersonInRegistry {
  voornamen: string;
  voorvoegselGeslachtsnaam: string | null;
  geslachtsnaam: string;
  geboortedatum: string | null;
  typeFunctionaris: string;
  functie: string;
}

export interface PersonQuery {
  voornaam: string;
  achternaam: string;
  geboortedatum?: string | null;
}

export type OwnerMatch =
  { uitkomst: 'EIGENAAR' | 'FUNCTIONARIS'; functie: string; persoon: PersonInRegistry } | { uitkomst: 'GEEN_MATCH' };

const TUSSENVOEGSELS = new Set([
  'van',
  'de',
  'der',
  'den',
  'het',
  't',
  'ten',
  'ter',
  'te',
  'in',
  'op',
  'aan',
  'bij',
  'uit',
  'uijt',
  'onder',
  'over',
  'voor',
  'vanden',
  'vander',
  'le',
  'la',
  'les',
  'du',
  'des',
  'di',
  'da',
  'dos',
  'el',
  'al',
  'von',
  'zu',
  'zum',
  'zur',
  'am',
  'im',
  'l',
  'd',
  's',
]);

/** Types whose holders own or run the company (rather than act for it). */
const OWNER_TYPES = new Set(['eigenaar', 'aansprakelijke', 'bestuursfunctie']);
const OWNER_FUNCTIONS = new Set([
  'eigenaar',
  'vennoot',
  'maat',
  'bestuurder',
  'beherend vennoot',
  'enig aandeelhouder',
]);

/** Lower-case words without accents or punctuation: "Ĳsbrand d'Ancona-Ötzi" → ["ijsbrand", "d", "ancona", "otzi"]. */
export function nameWords(s: string): string[] {
  return (
    s
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The last-name words without tussenvoegsels (a name made only of them keeps them). */
export function coreSurname(words: readonly string[]): string[] {
  const core = words.filter((w) => !TUSSENVOEGSELS.has(w));
  return core.length > 0 ? core : [...words];
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/** The surname variants a person may give: the whole name and each half of a hyphenated double name. */
export function surnameVariants(geslachtsnaam: string, voorvoegsel: string | null): string[][] {
  const variants = [coreSurname(nameWords(`${voorvoegsel ?? ''} ${geslachtsnaam}`))];
  const halves = geslachtsnaam.split(/\s*-\s*/).filter((h) => h.trim());
  if (halves.length > 1) for (const h of halves) variants.push(coreSurname(nameWords(h)));
  return variants;
}

export function surnameMatches(
  achternaam: string,
  p: Pick<PersonInRegistry, 'geslachtsnaam' | 'voorvoegselGeslachtsnaam'>,
): boolean {
  // "Bast, van der" (a registry-style inversion) is the same as "van der Bast".
  const given = coreSurname(nameWords(achternaam));
  if (given.length === 0) return false;
  return surnameVariants(p.geslachtsnaam, p.voorvoegselGeslachtsnaam).some((v) => same(v, given));
}

export function firstNameMatches(voornaam: string, voornamen: string): boolean {
  const given = nameWords(voornaam);
  const registered = nameWords(voornamen);
  if (given.length === 0 || given.length > registered.length) return false;
  return given.every((w, i) => w === registered[i]);
}

export function isOwnerRole(p: Pick<PersonInRegistry, 'typeFunctionaris' | 'functie'>): boolean {
  return (
    OWNER_TYPES.has(p.typeFunctionaris.trim().toLowerCase()) || OWNER_FUNCTIONS.has(p.functie.trim().toLowerCase())
  );
}

/** The best match for the query: an owner role wins over any other officer. */
export function matchOwner(query: PersonQuery, people: readonly PersonInRegistry[]): OwnerMatch {
  const matches = people.filter(
    (p) =>
      firstNameMatches(query.voornaam, p.voornamen) &&
      surnameMatches(query.achternaam, p) &&
      (!query.geboortedatum || !p.geboortedatum || p.geboortedatum === query.geboortedatum),
  );
  const owner = matches.find(isOwnerRole);
  if (owner) return { uitkomst: 'EIGENAAR', functie: owner.functie, persoon: owner };
  const officer = matches[0];
  if (officer) return { uitkomst: 'FUNCTIONARIS', functie: officer.functie, persoon: officer };
  return { uitkomst: 'GEEN_MATCH' };
}

/**
 * A failed guess of a birth date (API.md, Trust III): the check names a registered person whose
 * birth date the registry knows, gives another one (or none), and does not confirm. Only such
 * checks reveal anything secret (the names are public in the registry), so only they count in the
 * owner-check limit; someone linking a company under his own unrelated name is no guesser.
 */
export function isFailedBirthDateGuess(
  query: PersonQuery,
  people: readonly PersonInRegistry[],
  bevestigd: boolean,
): boolean {
  if (bevestigd) return false;
  return people.some(
    (p) =>
      firstNameMatches(query.voornaam, p.voornamen) &&
      surnameMatches(query.achternaam, p) &&
      p.geboortedatum !== null &&
      p.geboortedatum !== (query.geboortedatum ?? null),
  );
}
