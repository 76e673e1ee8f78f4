import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Lang } from '../../common/text';
import { keyedStorage } from './keyedStorage';

export { LANGS, type Lang } from '../../common/text';

interface UiState {
  /** requests in flight that asked for the global loading indicator (spec §4) */
  loadingCount: number;
  lang: Lang;
  beginLoading(): void;
  endLoading(): void;
  setLang(lang: Lang): void;
}

function isLang(value: unknown): value is Lang {
  return value === 'zh-CN' || value === 'en';
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      loadingCount: 0,
      lang: 'zh-CN',
      beginLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
      endLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
      setLang: (lang) => set({ lang }),
    }),
    {
      name: 'ui',
      storage: keyedStorage<{ lang: Lang }>({ lang: { key: 'lang', raw: true } }),
      partialize: (s) => ({ lang: s.lang }),
      merge: (persisted, current) => {
        const lang = (persisted as { lang?: unknown } | undefined)?.lang;
        return { ...current, lang: isLang(lang) ? lang : current.lang };
      },
    },
  ),
);
