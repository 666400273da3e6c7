// Where identity documents' bytes live (issue 13 "Identification"). The server names every file
// itself (`documentKey`); a client's file name never reaches a path. The disk store is the default
// (disk-document-store.ts); an S3-compatible store implements the same three calls (PutObject,
// GetObject, DeleteObject on a private bucket, the key as the object key).

export interface DocumentStore {
  /** Stores the bytes under a new key; a key is written once. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes under a key; a key with nothing under it is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are `<player>/<random id>`: lowercase letters, digits, dashes and one slash, nothing else. */
export const DOCUMENT_KEY_PATTERN = /^\d{1,15}\/[a-f0-9-]{36}$/;

export function assertDocumentKey(key: string): void {
  if (!DOCUMENT_KEY_PATTERN.test(key)) throw new Error(`Not a document key: ${JSON.stringify(key)}`);
}
