// Building blocks of the auth schemas. Client-safe: zod only.
import { z } from 'zod';

export const ZSixDigitCode = z
  .string({ error: 'code is verplicht' })
  .trim()
  .regex(/^\d{6}$/, { error: 'de code bestaat uit 6 cijfers' })
  .meta({ example: '123456' });

export const ZOpaqueToken = z
  .string({ error: 'token is verplicht' })
  .trim()
  .min(10, { error: 'ongeldig token' })
  .max(2048);

export const ZRecoveryCode = z
  .string({ error: 'herstelcode is verplicht' })
  .trim()
  .min(10, { error: 'een herstelcode heeft 10 tekens' })
  .max(20)
  .meta({ example: 'abcde-fghjk' });

export const ZPasswordGiven = z
  .string({ error: 'wachtwoord is verplicht' })
  .min(1, { error: 'wachtwoord is verplicht' })
  .max(1024);

export const ZRol = z.enum(['ONDERNEMER', 'ADVISEUR']);
