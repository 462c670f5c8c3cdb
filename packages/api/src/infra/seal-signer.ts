// What signs an issued statement's seal (verklaring-seal.ts): a certificate with its chain, and a key
// that signs, wherever it lives (the PKCS#12, a remote signing service: csc-seal-signer.ts, an HSM).

/** What signs: a certificate with its chain, and a key that signs (hashing the data itself). */
export interface SealSigner {
  /** DER of the seal certificate */
  readonly certificate: Uint8Array;
  /** DER of the chain above it, issuer first (may include the root) */
  readonly certificateChain?: Uint8Array[];
  readonly keyType: 'RSA' | 'EC';
  readonly signatureAlgorithm: 'RSASSA-PKCS1-v1_5' | 'RSA-PSS' | 'ECDSA';
  /** Signs `data` (hashing it with `algorithm`); RSA: the PKCS#1 signature, ECDSA: DER (r, s). */
  sign(data: Uint8Array, algorithm: 'SHA-256' | 'SHA-384' | 'SHA-512'): Promise<Uint8Array>;
}
