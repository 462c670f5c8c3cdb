// Fixed-window rate limits: which limits exist and what a counter means. Pure.

export interface Limit {
  /** attempts allowed per window */
  max: number;
  windowMs: number;
}

const MIN = 60_000;

/** Per account (e-mail or user id) and per IP. Failures count for login/2FA/code checks (reserved before the check, kept when wrong); every request counts for code requests. */
export const LIMITS = {
  loginAccount: { max: 5, windowMs: 15 * MIN },
  /** failed logins from one address across accounts (credential stuffing): 30 in 15 minutes */
  loginIp: { max: 30, windowMs: 15 * MIN },
  twoFactorAccount: { max: 5, windowMs: 15 * MIN },
  twoFactorIp: { max: 50, windowMs: 15 * MIN },
  /** registrations refused for a taken address, per client address: enough for typing mistakes, too few to probe which addresses have an account */
  registerIp: { max: 10, windowMs: 60 * MIN },
  codeRequestAccount: { max: 5, windowMs: 60 * MIN },
  codeRequestIp: { max: 50, windowMs: 60 * MIN },
  codeCheckAccount: { max: 10, windowMs: 15 * MIN },
  codeCheckIp: { max: 100, windowMs: 15 * MIN },
  /** kvk.ownerCheck per user: enough for real use, too few to guess an officer's birth date */
  ownerCheck: { max: 30, windowMs: 60 * MIN },
  /** exports of all one's data (AVG art. 15/20): each one gathers every table and every document */
  accountExport: { max: 3, windowMs: 24 * 60 * MIN },
  /**
   * Failed owner checks (API.md, Trust III), shared by companies.add and kvk.ownerCheck: per account
   * and per KvK number across all accounts, a day each. Past either only an adviser confirms.
   */
  eigenaarCheckAccount: { max: 5, windowMs: 24 * 60 * MIN },
  eigenaarCheckKvk: { max: 10, windowMs: 24 * 60 * MIN },
  /**
   * Failed owner checks per client network (IPv4 /24, IPv6 /48; Trust IV): one network spends at most
   * half of a KvK number's counter, so blocking the real owner takes several networks, and at most
   * 20 failures a day across numbers.
   */
  eigenaarCheckNetworkKvk: { max: 5, windowMs: 24 * 60 * MIN },
  eigenaarCheckNetwork: { max: 20, windowMs: 24 * 60 * MIN },
  /** partner invitations (and re-invitations) per sender: a company's partners fit, a mail cannon does not */
  inviteSender: { max: 20, windowMs: 60 * MIN },
  /** invitations to one address, from anyone: a withdrawal and a second try fit, a stream of mails does not */
  inviteRecipient: { max: 3, windowMs: 24 * 60 * MIN },
  /** chat.send per user: a lively conversation fits, a script flooding a thread does not */
  chatSend: { max: 30, windowMs: 1 * MIN },
  /** orientatie.calculate per IP (public): a person trying figures fits easily, a scraper does not */
  orientatieIp: { max: 60, windowMs: 1 * MIN },
  /** ikv.precheck per IP (public): as the orientation */
  voorcheckIp: { max: 60, windowMs: 1 * MIN },
  /** the invitation landing page (notifications.previewInvitation, public) per IP: a person opening his mail's link fits, guessing tokens does not */
  invitationPreviewIp: { max: 30, windowMs: 1 * MIN },
  /** public verification (GET /verificatie/{code}, POST /verificatie) per IP: a lender's checks fit, guessing codes does not */
  verificatieIp: { max: 60, windowMs: 15 * MIN },
  /** every call of an API client (integrations): a CRM's synchronisation fits, a runaway loop does not */
  apiClient: { max: 300, windowMs: 1 * MIN },
  /** POST /oauth/token per client_id (a token lasts 15 minutes; a client needs a few an hour) */
  oauthClient: { max: 60, windowMs: 15 * MIN },
  /** failed POST /oauth/token per IP: guessing client secrets does not get far */
  oauthIp: { max: 30, windowMs: 15 * MIN },
  /** invitations (POST /koppelingen) per client: an office's new clients fit, a mail cannon does not */
  koppelingClient: { max: 100, windowMs: 60 * MIN },
  /** invitations to one address, from any client: a second try fits, a stream of mails does not */
  koppelingRecipient: { max: 3, windowMs: 24 * 60 * MIN },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export interface Bucket {
  aantal: number;
  resetOp: Date;
}

/** Seconds until the window ends (at least 1), when the bucket has reached its maximum; else null. */
export function computeRetryAfter(bucket: Bucket | null, limit: Limit, now: Date): number | null {
  if (!bucket || bucket.resetOp.getTime() <= now.getTime()) return null;
  if (bucket.aantal < limit.max) return null;
  return Math.max(1, Math.ceil((bucket.resetOp.getTime() - now.getTime()) / 1000));
}

/** The subject of a bucket as it is counted: an address typed in another case or with spaces is the same one. */
export function bucketSubject(subject: string): string {
  return subject.trim().toLowerCase();
}

/**
 * The network a client address belongs to, as a bucket subject: IPv4 by its /24, IPv6 by its /48
 * (an IPv4-mapped IPv6 address as IPv4). Anything unreadable is its own network.
 */
export function networkOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '') || '0');
  while (prefix.length < 3) prefix.push('0');
  return `${prefix.join(':')}::/48`;
}
