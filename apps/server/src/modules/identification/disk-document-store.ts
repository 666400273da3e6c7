import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertDocumentKey, type DocumentStore } from './document-store';

// The default document store: one file per key under a directory of the configuration
// (IDENTIFICATION_STORAGE_DIR, by default `identification-documents` in DATA_DIR). Files are
// written to a temporary name and renamed, so a reader never sees half a file; only the server's
// user may read them (0600 files in 0700 directories). Nothing serves this directory over HTTP.

export function createDiskDocumentStore(root: string): DocumentStore {
  const fileOf = (key: string) => {
    assertDocumentKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      try {
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
