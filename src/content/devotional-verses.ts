import type { CatalogLocale } from '../i18n/locales'
import type { VerseText } from './verse-text'

/**
 * PHP.4.6-7, the daily devotional sample, copied exactly from shared/verses.json like every
 * text in verses.ts, which re-exports it. (A module of its own from when the hero showed it; the
 * hero now shows the meditation player, loaded on the first action.)
 */
export const DEVOTIONAL_VERSES = {
  en: {
    reference: 'Philippians 4:6–7',
    text: 'In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God. And the peace of God, which surpasses all understanding, will guard your hearts and your thoughts in Christ Jesus.',
  },
  pt: {
    reference: 'Filipenses 4:6-7',
    text: 'De nada estejais solícitos: antes as vossas petições sejam em tudo conhecidas diante de Deus pela oração e súplicas com ação de graças. E a paz de Deus, que excede todo o entendimento, guardará os vossos corações e os vossos sentimentos em Cristo Jesus.',
  },
  es: {
    reference: 'Filipenses 4:6-7',
    text: 'Por nada estéis afanosos; sino sean notorias vuestras peticiones delante de Dios en toda oración y ruego, con hacimiento de gracias. Y la paz de Dios, que sobrepuja todo entendimiento, guardará vuestros corazones y vuestros entendimientos en Cristo Jesús.',
  },
  fr: {
    reference: 'Philippiens 4:6-7',
    text: 'Ne vous inquiétez de rien; mais en toute chose faites connaître vos besoins à Dieu par des prières et des supplications, avec des actions de grâces. Et la paix de Dieu, qui surpasse toute intelligence, gardera vos cœurs et vos pensées en Jésus-Christ.',
  },
  de: {
    reference: 'Philipper 4,6-7',
    text: 'Sorget nichts! sondern in allen Dingen lasset eure Bitten im Gebet und Flehen mit Danksagung vor Gott kund werden. Und der Friede Gottes, welcher höher ist denn alle Vernunft, bewahre eure Herzen und Sinne in Christo Jesu!',
  },
} as const satisfies Record<CatalogLocale, VerseText>
