import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { createSafeJsonStorage } from './safe-storage'

/** localStorage key, as the spec says. */
export const LANGUAGE_STORAGE_KEY = 'language'
/** The saved shape's version (zustand `persist`): `{"state":{"language":"en"},"version":1}`. */
export const LANGUAGE_STORAGE_VERSION = 1

interface SiteState {
  /** The visitor's chosen language; the only thing saved. */
  language: Locale
  /** Whether the language picker's menu is open (it is a native popover: the store mirrors it). */
  languageMenuOpen: boolean
  /** Index of the open FAQ answer, or null when all are closed (`<details>`: the store mirrors them). */
  openFaq: number | null
}

interface SiteActions {
  chooseLanguage: (language: Locale) => void
  setLanguageMenuOpen: (open: boolean) => void
  /** An answer opened or closed; at most one is open. */
  setFaqOpen: (index: number, open: boolean) => void
}

export type SiteStore = SiteState & SiteActions

type PersistedState = Pick<SiteState, 'language'>

/** Reads a stored value defensively: anything but a known language code is ignored. */
export function readPersistedLanguage(persisted: unknown): Locale | null {
  if (typeof persisted !== 'object' || persisted === null) return null
  const language = (persisted as Record<string, unknown>).language
  return isLocale(language) ? language : null
}

export const useSiteStore = create<SiteStore>()(
  persist(
    (set) => ({
      language: DEFAULT_LOCALE,
      languageMenuOpen: false,
      openFaq: null,
      chooseLanguage: (language) => set({ language, languageMenuOpen: false }),
      setLanguageMenuOpen: (open) => set({ languageMenuOpen: open }),
      setFaqOpen: (index, open) => set((s) => ({ openFaq: open ? index : s.openFaq === index ? null : s.openFaq })),
    }),
    {
      name: LANGUAGE_STORAGE_KEY,
      version: LANGUAGE_STORAGE_VERSION,
      storage: createSafeJsonStorage<PersistedState>(() => window.localStorage),
      partialize: (s): PersistedState => ({ language: s.language }),
      // Older or foreign shapes: keep only a valid language.
      migrate: (persisted) => ({ language: readPersistedLanguage(persisted) ?? DEFAULT_LOCALE }),
      merge: (persisted, current) => ({
        ...current,
        language: readPersistedLanguage(persisted) ?? current.language,
      }),
    },
  ),
)
