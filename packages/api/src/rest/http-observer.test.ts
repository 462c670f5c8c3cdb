import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedPath, observeHttp, operationOf } from './http-observer.ts';
import { captureLogs } from '../infra/observability/logger.ts';
import { currentRequest } from '../infra/observability/request-context.ts';

describe('operationOf', () => {
  it('gives a bounded label, never a raw path', () => {
    expect(operationOf('GET', '/api/metrics', {})).toBe('metrics');
    expect(operationOf('GET', '/api/trpc/notifications.list?input=%7B%7D', {})).toBe('notifications.list');
    expect(operationOf('GET', '/api/trpc/notifications.list,auth.nope', {})).toBe('trpc');
    expect(operationOf('GET', '/api/trpc/%E0%A4%A', {})).toBe('trpc');
    expect(operationOf('GET', '/api/auth/session', {})).toBe('authjs');
    expect(operationOf('GET', '/api/companies/x/documents/y', {})).toBe('api');
    expect(operationOf('GET', '/_next/static/chunks/a.js', {})).toBe('static');
    expect(operationOf('POST', '/aanvragen/abc', { 'next-action': '7f00' })).toBe('server-action');
    expect(operationOf('GET', '/aanvragen/abc', {})).toBe('page');
  });
});

describe('loggedPath', () => {
  it('drops the query and masks long opaque segments', () => {
    expect(loggedPath('/api/auth/verify?token=abc')).toBe('/api/auth/verify');
    expect(loggedPath('/api/adviseur/aanvragen/cmwycctr9000ccn7dh5b27zrj/controle/2024')).toBe(
      '/api/adviseur/aanvragen/:id/controle/2024',
    );
  });
});

describe('observeHttp', () => {
  let logs: ReturnType<typeof captureLogs>;
  afterEach(() => logs.restore());

  const fakes = (headers: Record<string, string>) => {
    const set: Record<string, string> = {};
    const req = { method: 'GET', url: '/over-ons?x=1', headers: { ...headers } } as unknown as IncomingMessage;
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      writableFinished: true,
      setHeader: (k: string, v: string) => (set[k] = v),
    }) as unknown as ServerResponse;
    return { req, res, set };
  };

  it('runs the handler inside the request, answers the id and logs one line when the response closes', () => {
    logs = captureLogs();
    const { req, res, set } = fakes({ 'x-request-id': 'from-the-balancer' });
    let inside: string | undefined;
    observeHttp((_req, r) => {
      inside = currentRequest()?.requestId;
      r.statusCode = 404;
      (r as unknown as EventEmitter).emit('close');
      (r as unknown as EventEmitter).emit('close');
    })(req, res);
    expect(inside).toBe('from-the-balancer');
    expect(set['X-Request-Id']).toBe('from-the-balancer');
    expect(logs.lines).toHaveLength(1);
    expect(logs.lines[0]).toMatchObject({
      msg: 'request',
      requestId: 'from-the-balancer',
      operation: 'page',
      path: '/over-ons',
      status: 404,
    });
  });

  it('counts a response the client left before it was complete as 499', () => {
    logs = captureLogs();
    const { req, res } = fakes({});
    observeHttp((_req, r) => {
      (r as unknown as { writableFinished: boolean }).writableFinished = false;
      (r as unknown as EventEmitter).emit('close');
    })(req, res);
    expect(logs.lines[0]).toMatchObject({ status: 499 });
    expect(logs.lines[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
