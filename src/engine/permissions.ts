export function can(_code?: string): boolean {
  return true;
}
