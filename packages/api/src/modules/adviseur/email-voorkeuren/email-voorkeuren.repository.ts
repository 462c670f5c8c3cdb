import type { Db, Prisma, Tx } from '@ikv/db';

export function findEmailVoorkeuren(db: Db | Tx, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { emailVoorkeuren: true } });
}

export function storeEmailVoorkeuren(db: Db | Tx, userId: string, voorkeuren: Prisma.InputJsonValue) {
  return db.user.update({
    where: { id: userId },
    data: { emailVoorkeuren: voorkeuren },
    select: { emailVoorkeuren: true },
  });
}
