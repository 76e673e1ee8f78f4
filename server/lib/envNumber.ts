/** A whole, positive number from the environment (an operator's override), or the fallback when unset or not one. */
export function positiveIntFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
