import { describe, expect, it } from 'vitest';
import { aanvraagHooks } from './aanvraag-hooks.ts';

describe('aanvraag hooks', () => {
  it('refuse to run before anything registered them', () => {
    expect(() => aanvraagHooks()).toThrow(/not registered/);
  });

  it('are the ones of verklaring and adviseur once root.ts is loaded', async () => {
    await import('../../root.ts');
    const verklaring = await import('../verklaring/verklaring.service.ts');
    const identiteit = await import('../adviseur/identiteit/identiteit.service.ts');
    const claims = await import('../adviseur/dubbele-claims/dubbele-claims.service.ts');
    const hooks = aanvraagHooks();
    expect(hooks.trustExtras).toBe(verklaring.loadTrustExtras);
    expect(hooks.issueVerklaringInTx).toBe(verklaring.issueVerklaringInTx);
    expect(hooks.identiteit).toBe(identiteit.loadIdentiteit);
    expect(hooks.dubbeleClaim).toBe(claims.dubbeleClaimVan);
  });
});
