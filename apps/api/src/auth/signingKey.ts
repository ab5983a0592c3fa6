// The ES256 key pair that signs access tokens. From SIIPRO_JWT_PRIVATE_KEY (PKCS#8 PEM) when set; otherwise read
// from DATA_DIR, or generated there on first start so tokens survive restarts. Without a directory (tests) the key
// lives in memory only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createPublicKey } from 'node:crypto';
import { join } from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  importSPKI,
  type JWK,
} from 'jose';
import { ACCESS_TOKEN_ALGORITHM } from '@siipro/server';

/** The algorithm the server kit's verifier accepts. */
export const SIGNING_ALGORITHM = ACCESS_TOKEN_ALGORITHM;
export const SIGNING_KEY_FILE = 'jwt-signing-key.pem';

export interface SigningKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published at /.well-known/jwks.json (with kid, alg and use). */
  publicJwk: JWK & { kid: string };
}

async function fromPem(pem: string): Promise<SigningKey> {
  const privateKey = await importPKCS8(pem, SIGNING_ALGORITHM, { extractable: true });
  // Node derives the public half from the private PEM; jose then imports it as a WebCrypto key.
  const spki = createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
  const publicKey = await importSPKI(spki, SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicKey, publicJwk: { ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' } };
}

export async function generateSigningKeyPem(): Promise<string> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  return exportPKCS8(privateKey);
}

export async function loadSigningKey(options: { pem?: string; dataDir?: string }): Promise<SigningKey> {
  if (options.pem) return fromPem(options.pem.replace(/\\n/g, '\n'));
  if (!options.dataDir) return fromPem(await generateSigningKeyPem());

  const file = join(options.dataDir, SIGNING_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    // `wx`: if another process created it in the meantime, keep theirs.
    try {
      writeFileSync(file, await generateSigningKeyPem(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fromPem(readFileSync(file, 'utf8'));
}
