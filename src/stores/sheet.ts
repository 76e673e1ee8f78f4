import { create } from 'zustand';
import { SUPPLIER_COMPANY_TYPE } from '../../common/companyType';

// Working state of the document ("sheet") screens, spec §3. Kept in memory: a sheet being edited belongs
// to the current visit, and the screens that fill it reload from the server.

export interface SheetState {
  details: Record<string, unknown>[];
  params: Record<string, unknown>;
  sheetConfig: Record<string, unknown> | null;
  multi: boolean;
  setDetails(details: Record<string, unknown>[]): void;
  setParams(params: Record<string, unknown>): void;
  setSheetConfig(config: Record<string, unknown> | null): void;
  setMulti(multi: boolean): void;
  reset(): void;
}

// Supplier-side calls always identify the caller's company type as '2' (spec §3).
const initialParams = (): Record<string, unknown> => ({ companyType: SUPPLIER_COMPANY_TYPE });

export const useSheetStore = create<SheetState>()((set) => ({
  details: [],
  params: initialParams(),
  sheetConfig: null,
  multi: false,
  setDetails: (details) => set({ details }),
  setParams: (params) => set({ params: { ...initialParams(), ...params } }),
  setSheetConfig: (sheetConfig) => set({ sheetConfig }),
  setMulti: (multi) => set({ multi }),
  reset: () => set({ details: [], params: initialParams(), sheetConfig: null, multi: false }),
}));
