// The key of a rate-limit bucket. The limit's name stays readable (an operator can tell the counters
// apart); the subject — an e-mail address, a client address, a KvK number — is stored only as a keyed
// hash, so rate_limit_buckets holds no e-mail address (docs/privacy.md). The same subject always gives
// the same key, so counting and reading a limit work as before.
import { hashCode } from '../../infra/codes.ts';
import { bucketSubject, type LimitName } from './rate-limit.rules.ts';

export function bucketKey(name: LimitName, subject: string): string {
  return `${name}:${hashCode(`rate-limit:${name}`, bucketSubject(subject))}`;
}
