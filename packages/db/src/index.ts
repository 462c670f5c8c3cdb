export {
  createDb,
  poolUse,
  sharedDb,
  queryPrepared,
  setQueryObserver,
  type Db,
  type QueryObserver,
  type Tx,
} from './client.ts';
export * from './errors.ts';
export { Prisma } from './generated/prisma/client.ts';
export type * from './generated/prisma/models.ts';
export * from './generated/prisma/enums.ts';
export { companyDataFromKvk, type KvkDetail } from './company-record.ts';
