// `pnpm rotate-keys` (docs/privacy.md section 7): every document ends up under the current key of
// DOCUMENT_KEYS. A row from before encryption is sealed; a row under an older key gets its data key
// re-wrapped (the file's bytes stay as they are). Row by row, each update conditional on the row
// being unchanged, so the app keeps serving and uploading while it runs; a second run finds nothing.
import type { Db } from '@ikv/db';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import { currentDocumentKeyId, rewrapDataKey, sealDocument } from '../../infra/document-crypto.ts';
import {
  findDocumentsToRotate,
  findPlainDocument,
  storeRewrappedKey,
  storeSealedDocument,
} from './key-rotation.repository.ts';

interface Rotation {
  sleutelId: string;
  versleuteld: number;
  herverpakt: number;
}

export async function rotateDocumentKeys(db: Db, batch = 100): Promise<Rotation> {
  const current = currentDocumentKeyId();
  const result: Rotation = { sleutelId: current, versleuteld: 0, herverpakt: 0 };
  let after = '';
  for (;;) {
    const rows = await findDocumentsToRotate(db, current, after, batch);
    for (const row of rows) {
      if (row.sleutelId === null || row.dataSleutel === null) {
        const plain = await findPlainDocument(db, row.id);
        if (plain && (await storeSealedDocument(db, row.id, sealDocument(plain.inhoud)))) result.versleuteld++;
      } else if (
        await storeRewrappedKey(
          db,
          row.id,
          row.sleutelId,
          rewrapDataKey({ sleutelId: row.sleutelId, dataSleutel: row.dataSleutel }),
        )
      )
        result.herverpakt++;
    }
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.id;
  }
  await writeAudit(db, { userId: null, actie: 'DOCUMENTSLEUTELS_GEROTEERD', ip: null, details: { ...result } });
  return result;
}
