// A request (aanvraag) with its owner, made the way a user makes it: register, verified e-mail,
// link the company by KvK number, three financial years, request an IKV.
import { call, registerAndLogin } from './api-client.ts';
import type { TestApp } from './test-app.ts';

export type RequestOwner = { token: string; userId: string; email: string };

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};

export async function createRequest(
  app: TestApp,
  kvkNummer: string,
  who: { voornaam?: string; achternaam?: string } = { voornaam: 'Eva', achternaam: 'Eigenaar' },
) {
  const owner: RequestOwner = await registerAndLogin(app.url, who);
  await app.db.user.update({ where: { id: owner.userId }, data: { emailGeverifieerdOp: new Date() } });
  const company = await call(app.url, 'POST', '/companies', { token: owner.token, json: { kvkNummer } });
  if (company.status !== 201) throw new Error(`company ${company.status} ${JSON.stringify(company.body)}`);
  const years = await call(app.url, 'POST', `/companies/financials/${company.body.id}`, {
    token: owner.token,
    json: { boekjaren: [2023, 2024, 2025].map((jaar) => ({ jaar, fiscaleWinst: 30000, ...H })) },
  });
  if (years.status !== 200) throw new Error(`financials ${years.status} ${JSON.stringify(years.body)}`);
  const aanvraag = await call(app.url, 'POST', '/aanvragen', {
    token: owner.token,
    json: { companyId: company.body.id, verklaringType: 'IKV' },
  });
  if (aanvraag.status !== 201) throw new Error(`aanvraag ${aanvraag.status} ${JSON.stringify(aanvraag.body)}`);
  return { owner, aanvraagId: aanvraag.body.id as string, companyId: company.body.id as string };
}
