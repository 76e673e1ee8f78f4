import { useSessionStore } from '../stores/session';
import { isMenuCode, isShieldCode } from './menus';

// One synchronous permission check (spec §6). A code is a menu code (the user's menu tree from the server
// must hold it) or a shield code declared in a menu file (allowed unless the server's shieldCode list for
// this user names it). Anything else is unknown and fails closed: a misspelt code hides its page or part
// instead of showing it to everyone. The server enforces the same codes; this only decides what to show.

interface TreeNode {
  code: string;
  children?: TreeNode[];
}

// The user's tree is walked once per menu list, not on every call.
let lastTree: readonly TreeNode[] | null = null;
let lastCodes: Set<string> = new Set();

function userCodes(tree: readonly TreeNode[]): Set<string> {
  if (tree !== lastTree) {
    lastTree = tree;
    lastCodes = new Set();
    const walk = (items: readonly TreeNode[]) =>
      items.forEach((item) => {
        lastCodes.add(item.code);
        walk(item.children ?? []);
      });
    walk(tree);
  }
  return lastCodes;
}

const reported = new Set<string>();

/** True if `code` is empty, or a menu code in the user's tree, or a declared shield code not shielded from the user. */
export function can(code?: string | null): boolean {
  if (!code) return true;
  const { menuList, shieldCode } = useSessionStore.getState();
  if (isShieldCode(code)) return !shieldCode.includes(code);
  if (isMenuCode(code)) return !shieldCode.includes(code) && userCodes(menuList as TreeNode[]).has(code);
  // An entry the merchant published at run time: the server's menu tree holds it, the app's menu files do not.
  if (userCodes(menuList as TreeNode[]).has(code)) return !shieldCode.includes(code);
  if (!reported.has(code)) {
    reported.add(code);
    console.error(`[engine] unknown permission code ${code}: neither a menu code nor a shield code of schemas/menu/*.json; hidden`);
  }
  return false;
}
