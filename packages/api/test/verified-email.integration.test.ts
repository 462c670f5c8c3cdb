// The reusable guard for operations that need a confirmed e-mail (aanvragen.create uses it): 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createRouter, createCallerFactory } from '../src/trpc/init.ts';
import { verifiedOndernemerProcedure } from '../src/modules/auth/verified-email.ts';
import { createTrpcContext } from '../src/rest/context.ts';
import { toProblem } from '../src/errors/to-problem.ts';
import { registerAndLogin } from './api-client.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const router = createRouter({ probe: verifiedOndernemerProcedure.query(() => 'ok') });
const caller = async (token: string) =>
  createCallerFactory(router)(
    await createTrpcContext({ headers: new Headers({ authorization: `Bearer ${token}` }), db: app.db }),
  );

describe('verifiedOndernemerProcedure', () => {
  it('403 EMAIL_NOT_VERIFIED until the address is confirmed, then through', async () => {
    const { token, userId } = await registerAndLogin(app.url);
    const error = await (await caller(token)).probe().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    const problem = toProblem(error);
    expect(problem).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
    expect(problem.detail).toContain('Bevestig eerst uw e-mailadres');
    await app.db.user.update({ where: { id: userId }, data: { emailGeverifieerdOp: new Date() } });
    expect(await (await caller(token)).probe()).toBe('ok');
  });
});
