import type { Dictionary } from '~/i18n/locale.ts';
import type { FormState } from '../actions.ts';

export function formMessage(t: Dictionary, message: NonNullable<FormState['message']>): string {
  return message === 'unexpectedError' ? t.common.unexpectedError : t.auth[message];
}
