// The reader's child process (see read-bounded.ts): reads one document sent over IPC, answers with
// the result and exits. A crash, a stack overflow or a memory bound ends only this process.
import { readDocument } from './read-document.ts';

process.once('message', (msg: { bytes: Uint8Array; soort?: string; ocrDeadline?: number }) => {
  void readDocument(new Uint8Array(msg.bytes), { soort: msg.soort, ocrDeadline: msg.ocrDeadline }).then(
    (result) => process.send?.({ ok: true, result }, () => process.exit(0)),
    (e: unknown) =>
      process.send?.({ ok: false, fout: e instanceof Error ? e.message : String(e) }, () => process.exit(1)),
  );
});
