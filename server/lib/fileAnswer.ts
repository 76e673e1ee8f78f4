import type { Readable } from 'node:stream';

/**
 * The answer of a route that serves a file's bytes instead of the JSON envelope (an uploaded photo). The kit sends
 * the bytes with their type; every refusal before that (no session, not found) is still the envelope.
 */
export class FileAnswer {
  constructor(
    /** The bytes, or a stream of them (a file read from the upload store is passed through, never held whole). */
    readonly bytes: Buffer | Readable,
    readonly contentType: string,
    readonly name: string,
  ) {}
}
