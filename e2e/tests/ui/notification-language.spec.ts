// Notifications are rendered in the reader's language when read (API.md, Flow III): an entrepreneur
// told something while his account was Dutch switches the page to English in the header, and the
// notification centre shows the same notification in English, then in Dutch again.
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD } from '../../fixtures/api.ts';
import { bearer, loginUi } from '../../fixtures/demo.ts';
import { entrepreneurWithRequest } from '../../fixtures/requests.ts';
import { freshAdviser } from '../../support/adviser.ts';

test('a notification told in Dutch reads in English after switching the language, and in Dutch again', async ({
  page,
  request,
}) => {
  const { owner, aanvraagId } = await entrepreneurWithRequest(request);
  const adviser = await freshAdviser('NL');
  const { headers } = await bearer(request, adviser);
  const moved = await request.patch(`/api/adviseur/aanvragen/${aanvraagId}`, {
    headers,
    data: { status: 'IN_BEHANDELING' },
  });
  expect(moved.status()).toBe(200);

  await loginUi(page, { email: owner.email, password: PASSWORD });
  await page.goto('/meldingen');
  await expect(page.getByText('Een adviseur behandelt uw aanvraag')).toBeVisible();

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByText('An adviser is handling your request')).toBeVisible();
  await expect(page.getByText('Een adviseur behandelt uw aanvraag')).toHaveCount(0);

  await page.getByRole('button', { name: 'NL', exact: true }).click();
  await expect(page.getByText('Een adviseur behandelt uw aanvraag')).toBeVisible();
});
