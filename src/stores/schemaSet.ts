import { setOfUserKind, type SchemaSet } from '../../common/page/schemaSets';
import { useSessionStore } from './session';

/** The set of the signed-in user (kept apart from the page index so the router's chrome can ask without it). */
export function currentSchemaSet(): SchemaSet {
  return setOfUserKind((useSessionStore.getState().userInfo as { userKind?: string } | null)?.userKind);
}
