// The composition root (compose.ts, app.ts): importing the router wires nothing; createApp() wires
// every module once, and a second call changes nothing.
import { describe, expect, it } from 'vitest';
import { aanvraagHooks, registerAanvraagHooks } from './modules/aanvragen/aanvraag-hooks.ts';

/** The metrics' sources live on globalThis (infra/observability/metrics.ts), so a second copy of the package sees them. */
const sources = globalThis as { __ikvMailOutbox?: unknown; __ikvDocumentsWaiting?: unknown; __ikvJobQueues?: unknown };

// loading the router transforms the whole API's module graph: seconds alone, far more in the first
// minute of CI when every task starts at once on two cores
describe('the composition root', { timeout: 180_000 }, () => {
  it('is not run by importing the router', async () => {
    await import('./root.ts');
    expect(() => aanvraagHooks()).toThrow(/not registered/);
    expect(sources.__ikvMailOutbox).toBeUndefined();
    expect(sources.__ikvDocumentsWaiting).toBeUndefined();
    expect(sources.__ikvJobQueues).toBeUndefined();
  });

  it('wires the hooks and the metrics’ sources in createApp(), once', async () => {
    const { createApp } = await import('./app.ts');
    const { appRouter } = await import('./root.ts');
    const app = createApp();
    expect(app.router).toBe(appRouter);
    const hooks = aanvraagHooks();
    expect(typeof hooks.trustExtras).toBe('function');
    expect(typeof sources.__ikvMailOutbox).toBe('function');
    expect(typeof sources.__ikvDocumentsWaiting).toBe('function');
    expect(typeof sources.__ikvJobQueues).toBe('function');

    // a second call (Next.js may load the package twice) returns the same router and wires nothing again
    const other = { ...hooks };
    registerAanvraagHooks(other);
    expect(createApp().router).toBe(appRouter);
    expect(aanvraagHooks()).toBe(other);
  });
});
