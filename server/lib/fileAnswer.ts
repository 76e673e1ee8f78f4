/**
 * The answer of a route that serves a file's bytes instead of the JSON envelope (an uploaded photo). The kit sends
 * the bytes with their type; every refusal before that (no session, not found) is still the envelope.
 */
export class FileAnswer {
  constructor(
    readonly bytes: Buffer,
    readonly contentType: string,
    readonly name: string,
  ) {}
}
