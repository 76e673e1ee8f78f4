/** The answer shape of every API call: HTTP 200 with a business code (spec §8). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  businessCode?: number;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: '', data };
}
