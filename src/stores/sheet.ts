import { create } from 'zustand';

// Working state of the document ("sheet") screens, spec §3. Kept in memory: a sheet being edited belongs
// to the current visit, and the screens that fill it reload from the server.

export interface SheetState {
  details: Record<string, unknown>[];
  params: Record<string, unknown>;
  sheetConfig: Record<string, unknown> | null;
  /** per-item problems reported by the server (code 140), keyed by itemId */
  errorGather: Record<string, string>;
  multi: boolean;
  setDetails(details: Record<string, unknown>[]): void;
  setParams(params: Record<string, unknown>): void;
  setSheetConfig(config: Record<string, unknown> | null): void;
  setErrorGather(errors: Record<string, string>): void;
  setMulti(multi: boolean): void;
  reset(): void;
}

// Supplier-side calls always identify the caller's company type as '2' (spec §3).
const initialParams = (): Record<string, unknown> => ({ companyType: '2' });

export const useSheetStore = create<SheetState>()((set) => ({
  details: [],
  params: initialParams(),
  sheetConfig: null,
  errorGather: {},
  multi: false,
  setDetails: (details) => set({ details }),
  setParams: (params) => set({ params: { ...initialParams(), ...params } }),
  setSheetConfig: (sheetConfig) => set({ sheetConfig }),
  setErrorGather: (errorGather) => set({ errorGather }),
  setMulti: (multi) => set({ multi }),
  reset: () => set({ details: [], params: initialParams(), sheetConfig: null, errorGather: {}, multi: false }),
}));
