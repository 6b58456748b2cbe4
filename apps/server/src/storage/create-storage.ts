import type { Config } from '../config.ts';
import { localStorage, type LocalStorage } from './local-storage.ts';
import { s3Storage, type S3Storage } from './s3-storage.ts';
import { uploadTokenSigner } from './upload-token.ts';

export type AppStorage = LocalStorage | S3Storage;

export function createStorage(config: Config): AppStorage {
  if (config.storage.kind === 's3') return s3Storage(config.storage);
  return localStorage(config.storage.dir, uploadTokenSigner(config.auth.secret));
}
