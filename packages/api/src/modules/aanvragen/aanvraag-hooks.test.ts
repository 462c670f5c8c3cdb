import { describe, expect, it } from 'vitest';
import { aanvraagHooks } from './aanvraag-hooks.ts';

describe('aanvraag hooks', () => {
  it('refuse to run before anything registered them', () => {
    expect(() => aanvraagHooks()).toThrow(/not registered/);
  });

  // loading the router transforms the whole API's module graph: seconds alone, far more in the first
  // minute of CI when every task starts at once on two cores
  it('are the ones of verklaring and adviseur once createApp() has run', { timeout: 180_000 }, async () => {
    const { createApp } = await import('../../app.ts');
    createApp();
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
