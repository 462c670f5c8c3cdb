// KvK numbers claimed by two or more accounts, side by side for the adviser (API.md, Trust III). Client-safe.
// The shape lives with the aanvraag that shows it (aanvragen/aanvraag-trust.schema.ts).

export { ZClaim, ZDubbeleClaim, type TClaim, type TDubbeleClaim } from '../../aanvragen/aanvraag-trust.schema.ts';
