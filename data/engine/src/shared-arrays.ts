/**
 * Typed arrays over SharedArrayBuffers. The search indexes are built once per process into these, so
 * that a worker thread given them (postMessage shares such memory, it does not copy it) answers from
 * the same bytes as the thread that built them (search/shared-search-indexes.ts, dawg/dawg.ts).
 */
export function sharedUint32Array(length: number): Uint32Array {
  return new Uint32Array(new SharedArrayBuffer(length * Uint32Array.BYTES_PER_ELEMENT));
}

export function sharedInt32Array(length: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(length * Int32Array.BYTES_PER_ELEMENT));
}

export function sharedUint8Array(length: number): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(length));
}

export function sharedUint16Array(length: number): Uint16Array {
  return new Uint16Array(new SharedArrayBuffer(length * Uint16Array.BYTES_PER_ELEMENT));
}
