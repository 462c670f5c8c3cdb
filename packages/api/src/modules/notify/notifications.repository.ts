// Prisma access for the notifications: writing them (notify.ts) and reading and managing the caller's (the inbox).
import type { Db, NotificatieType, Prisma, Tx } from '@ikv/db';
import type { TaalVoorkeur } from '../../shared/taal.ts';
import type { NotificationContent } from './notification-catalogue.rules.ts';

export const notificationSelect = {
  id: true,
  type: true,
  sleutel: true,
  parameters: true,
  titel: true,
  bericht: true,
  gelezen: true,
  aangemaaktOp: true,
  aanvraagId: true,
  uitnodigingId: true,
  link: true,
  uitnodiging: {
    select: {
      status: true,
      companyId: true,
      genodigdeId: true,
      aandeelPercentage: true,
      verlooptOp: true,
      company: { select: { naam: true, naamOverride: true } },
    },
  },
} as const satisfies Prisma.NotificationSelect;
export type NotificationRow = Prisma.NotificationGetPayload<{ select: typeof notificationSelect }>;

export function findNotifications(
  db: Db | Tx,
  userId: string,
  onlyUnread: boolean,
  limit: number,
): Promise<NotificationRow[]> {
  return db.notification.findMany({
    where: { userId, ...(onlyUnread ? { gelezen: false } : {}) },
    select: notificationSelect,
    orderBy: [{ aangemaaktOp: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

export function countUnread(db: Db | Tx, userId: string): Promise<number> {
  return db.notification.count({ where: { userId, gelezen: false } });
}

/** Only the recipient's own notification; null for anyone else's id. */
export function findOwnNotification(db: Db | Tx, userId: string, id: string): Promise<NotificationRow | null> {
  return db.notification.findFirst({ where: { id, userId }, select: notificationSelect });
}

export function setRead(db: Db | Tx, id: string): Promise<NotificationRow> {
  return db.notification.update({ where: { id }, data: { gelezen: true }, select: notificationSelect });
}

/** Marks the notification read when it is the user's own (another's id, or none, changes nothing). */
export async function markReadOfUser(db: Db | Tx, id: string, userId: string): Promise<void> {
  await db.notification.updateMany({ where: { id, userId }, data: { gelezen: true } });
}

/** Marks every unread notification of the user read; answers how many. */
export async function setAllRead(db: Db | Tx, userId: string): Promise<number> {
  return (await db.notification.updateMany({ where: { userId, gelezen: false }, data: { gelezen: true } })).count;
}

export async function deleteOwn(db: Db | Tx, userId: string, id: string): Promise<number> {
  return (await db.notification.deleteMany({ where: { id, userId } })).count;
}

/** The user's own notifications among `ids` (another's id, or a deleted one, is left out). */
export function findOwnNotifications(db: Db | Tx, userId: string, ids: readonly string[]): Promise<NotificationRow[]> {
  return db.notification.findMany({ where: { userId, id: { in: [...ids] } }, select: notificationSelect });
}

export function findById(db: Db | Tx, id: string): Promise<NotificationRow | null> {
  return db.notification.findUnique({ where: { id }, select: notificationSelect });
}

/** The notifications about one request: one user's (userId set) or everyone's (advisers). */
export function findForAanvraag(
  db: Db | Tx,
  aanvraagId: string,
  userId: string | null,
  limit = 200,
): Promise<NotificationRow[]> {
  return db.notification.findMany({
    where: { aanvraagId, ...(userId ? { userId } : {}) },
    select: notificationSelect,
    orderBy: [{ aangemaaktOp: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

/** The recipients' role (the default link of a notification differs per role) and current language. */
export function findRecipients(db: Db | Tx, userIds: readonly string[]) {
  return db.user.findMany({ where: { id: { in: [...userIds] } }, select: { id: true, rol: true, taal: true } });
}

/** The user's current language (the language he reads his notifications in). */
export async function findUserTaal(db: Db | Tx, userId: string): Promise<TaalVoorkeur | null> {
  return (await db.user.findUnique({ where: { id: userId }, select: { taal: true } }))?.taal ?? null;
}

/**
 * The row of a new notification (its link resolved): always a catalogue key with its parameters, so
 * it can be rendered in whatever language its reader has when he reads it; titel/bericht are a copy
 * rendered in the recipient's language at creation (the account export, search). The database holds
 * the same rule: `sleutel` is NOT NULL (migration 20261129040000_taal_notification_key).
 */
export type NotificationInsert = NotificationContent & {
  userId: string;
  type: NotificatieType;
  titel: string;
  bericht: string;
  aanvraagId: string | null;
  uitnodigingId: string | null;
  afspraakId: string | null;
  link: string;
};

const dataOf = ({ parameters, ...row }: NotificationInsert) => ({
  ...row,
  // the parameters are JSON by their types (names, numbers, codes, ISO dates)
  parameters: parameters as Prisma.InputJsonObject,
});

export function insertNotification(db: Db | Tx, row: NotificationInsert) {
  return db.notification.create({ data: dataOf(row), select: notificationSelect });
}

/** Many notifications in one INSERT, each returned with its recipient. */
export function insertNotifications(db: Db | Tx, rows: NotificationInsert[]) {
  return db.notification.createManyAndReturn({
    data: rows.map(dataOf),
    select: { ...notificationSelect, userId: true },
  });
}
