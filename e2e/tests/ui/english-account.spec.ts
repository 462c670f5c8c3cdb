// An account set to English sees no Dutch interface text on any page of its role (entrepreneur and
// adviser). What people typed or the registry holds is data, not interface: the pages mark Dutch
// text of that kind lang="nl" and chat messages (whatever language they were written in) lang="", and
// the check leaves out e-mail addresses and the names of the people
// it can see (every adviser, and the accounts it made). The
// word list is the one of apps/web/src/i18n/dictionaries.test.ts (Dutch words that never occur in
// English copy).
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { entrepreneurWithRequest } from '../../fixtures/requests.ts';
import { freshAdviser } from '../../support/adviser.ts';

const DUTCH_WORDS = [
  'het',
  'een',
  'niet',
  'uw',
  'voor',
  'zijn',
  'wordt',
  'worden',
  'naar',
  'bij',
  'nog',
  'geen',
  'ook',
  'alleen',
  'kunt',
  'moet',
  'deze',
  'dit',
  'wij',
  'u',
  'aanvraag',
  'aanvragen',
  'bedrijf',
  'boekjaar',
  'boekjaren',
  'opslaan',
  'annuleren',
  'verwijderen',
  'wijzigen',
  'toevoegen',
  'berekenen',
  'opnieuw',
  'gelezen',
  'ongelezen',
  'meldingen',
  'berichten',
  'instellingen',
  'afspraken',
  'uitloggen',
  'inloggen',
  'wachtwoord',
  'ondernemer',
  'adviseur',
  'toetsinkomen',
  'verklaring',
  'opmerkingen',
  'gegevens',
  'zoeken',
  'wissen',
  'volgende',
  'vorige',
];
const DUTCH = new RegExp(`(^|[^\\p{L}])(${DUTCH_WORDS.join('|')})(?=$|[^\\p{L}])`, 'iu');

/** The page's visible interface text without what is marked as Dutch data; each line that has a Dutch word. */
async function dutchLines(page: Page, names: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body
      .querySelectorAll('[lang="nl"], [lang=""], script, style, noscript, template, [hidden], [aria-hidden="true"]')
      .forEach((el) => el.remove());
    // innerText needs layout: measure in the document, then drop the copy
    body.style.position = 'absolute';
    body.style.left = '-10000px';
    document.documentElement.appendChild(body);
    const out = body.innerText;
    body.remove();
    return out;
  });
  return text
    .split('\n')
    .map((l) =>
      names
        .reduce((line, name) => line.split(name).join(' '), l)
        .replace(/\S+@\S+/g, ' ')
        .trim(),
    )
    .filter((l) => l && DUTCH.test(l));
}

/** The names a page may show as data: every adviser's (GET /advisers), plus the ones given. */
async function namesOnPages(
  request: APIRequestContext,
  auth: Record<string, string>,
  extra: string[],
): Promise<string[]> {
  const advisers = (await (await request.get('/api/advisers', { headers: auth })).json()) as {
    voornaam: string;
    achternaam: string;
  }[];
  return [...advisers.map((a) => `${a.voornaam} ${a.achternaam}`), ...extra].sort((a, b) => b.length - a.length);
}

async function expectNoDutch(page: Page, paths: string[], names: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    for (const line of await dutchLines(page, names)) found.push(`${path}: ${line}`);
  }
  expect(found).toEqual([]);
}

test('an English entrepreneur sees no Dutch interface text on any page of his role', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { owner, companyId, aanvraagId } = await entrepreneurWithRequest(request);
  expect((await request.put('/api/account/taal', { headers: owner.auth, data: { taal: 'EN' } })).status()).toBe(200);
  expect((await request.post(`/api/aanvragen/${aanvraagId}/ikv`, { headers: owner.auth })).status()).toBe(200);
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await loginUi(page, { email: owner.email, password: PASSWORD });
  await expectNoDutch(
    page,
    [
      '/',
      '/bedrijven',
      `/bedrijven/${companyId}`,
      `/bedrijven/${companyId}/boekjaren`,
      '/bedrijven/toevoegen',
      '/aanvragen',
      `/aanvragen/${aanvraagId}`,
      '/aanvragen/nieuw',
      '/afspraken',
      '/berichten',
      '/meldingen',
      '/instellingen',
      '/orientatie',
    ],
    await namesOnPages(request, owner.auth, ['Eva Ende']),
  );
});

test('an English adviser sees no Dutch interface text on any page of his role', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { aanvraagId } = await entrepreneurWithRequest(request);
  const adviser = await freshAdviser('EN');
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await loginUi(page, adviser);
  const auth = {
    authorization: `Bearer ${((await (await request.post('/api/auth/login', { data: { email: adviser.email, wachtwoord: adviser.password } })).json()) as { accessToken: string }).accessToken}`,
  };
  const entrepreneurs = (await (
    await request.get('/api/adviseur/ondernemers?limit=200', { headers: auth })
  ).json()) as { voornaam: string; achternaam: string }[];
  const names = await namesOnPages(
    request,
    auth,
    entrepreneurs.map((e) => `${e.voornaam} ${e.achternaam}`),
  );
  await expectNoDutch(
    page,
    [
      '/',
      '/adviseur/aanvragen',
      `/adviseur/aanvragen/${aanvraagId}`,
      '/adviseur/ondernemers',
      '/afspraken',
      '/berichten',
      '/meldingen',
      '/instellingen',
    ],
    names,
  );
});
