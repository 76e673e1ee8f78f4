import { BizError } from './errors';

/**
 * A document read by id, or 404. The reads are scoped, so another supplier's document arrives here as missing and
 * answers exactly like one that does not exist.
 */
export function found<T>(doc: T | undefined): T {
  if (!doc) throw BizError.notFound();
  return doc;
}
