import type { Locale } from '../i18n/locales'

/** The hero's figures as the language writes them; each absent when its setting is `none`. */
export interface HeroFigures {
  rating?: string
  activeUsers?: string
}

/**
 * The hero's figures, formatted per language when the build started (vite.config.ts): a
 * browser's first Intl formatter costs tens of milliseconds, which the first screen cannot spare.
 */
export function heroFigures(locale: Locale): HeroFigures {
  const figures = typeof __HERO_FIGURES__ === 'undefined' ? undefined : __HERO_FIGURES__
  const found = figures?.[locale]
  if (!found) throw new Error(`No hero figures for ${locale}: start the build through vite.config.ts`)
  return found
}
