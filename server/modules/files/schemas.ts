import { int, object, text } from '../../lib/schemaFragments';

/** The upload's only input is its multipart `file` part: the JSON body it declares must be empty. */
export const uploadBody = { type: 'object', additionalProperties: false, properties: {} } as const;

export const uploadAnswer = object({ id: text, url: text, name: text, size: int, contentType: text });

/** The bytes themselves are sent, not the envelope; refusals (not found, no session) are the envelope as usual. */
export const fileBytes = { type: 'string', description: 'the file bytes, with their content type (not the envelope)' } as const;
