/** '/pages/index/index/' and 'pages/index/index' name the same screen as '/pages/index/index'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
