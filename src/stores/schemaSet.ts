import { setOfUserKind, type SchemaSet } from '../../common/page/schemaSets';
import { useSessionStore } from './session';

/**
 * The set of the signed-in user (kept apart from the page index so the router's chrome can ask without it), from the
 * kind the login's answer names: known before the user's info has arrived (login opens home beside that request).
 */
export function currentSchemaSet(): SchemaSet {
  return setOfUserKind(useSessionStore.getState().userKind);
}
