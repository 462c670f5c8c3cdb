import { handlers } from '~/auth/config.ts';

export const runtime = 'nodejs';
export const { GET, POST } = handlers;
