import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root.ts';

export { type AppRouter } from './root.ts';
export { createApp, type App } from './app.ts';
export { createTrpcContext, type Context, type CreateContextOptions } from './rest/context.ts';
export { createCallerFactory } from './trpc/init.ts';
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
