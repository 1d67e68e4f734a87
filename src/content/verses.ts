import type { CatalogLocale } from '../i18n/locales'
import type { VerseText } from './verse-text'

export type { VerseText }

/**
 * The only Bible texts the site quotes, copied exactly from shared/verses.json
 * (one public-domain translation per language). Never edit a text by hand and never
 * quote from memory: scripture is not translated through the catalogs. Elements that show
 * these texts carry `data-scripture`, so the pseudo-locale check knows they are not catalog text.
 */

export interface BibleTranslation {
  name: string
  abbr: string
}

export const BIBLE_TRANSLATIONS: Record<CatalogLocale, BibleTranslation> = {
  en: {
    name: 'World English Bible',
    abbr: 'WEB',
  },
  pt: {
    name: 'Almeida 1911 (ortografia atualizada)',
    abbr: 'Almeida 1911',
  },
  es: {
    name: 'Reina-Valera 1909',
    abbr: 'RV1909',
  },
  fr: {
    name: 'Louis Segond 1910',
    abbr: 'LSG',
  },
  de: {
    name: 'Lutherbibel 1912',
    abbr: 'Luther 1912',
  },
}

export const VERSES = {
  /** PSA.118.24: mood: happy */
  happy: {
    en: {
      reference: 'Psalm 118:24',
      text: 'This is the day that the LORD has made. We will rejoice and be glad in it!',
    },
    pt: {
      reference: 'Salmos 118:24',
      text: 'Este é o dia que fez o Senhor: regozijemo-nos, e alegremo-nos nele.',
    },
    es: {
      reference: 'Salmo 118:24',
      text: 'Este es el día que hizo Jehová: nos gozaremos y alegraremos en él.',
    },
    fr: {
      reference: 'Psaume 118:24',
      text: "C'est ici la journée que l'Éternel a faite: Qu'elle soit pour nous un sujet d'allégresse et de joie!",
    },
    de: {
      reference: 'Psalm 118,24',
      text: 'Dies ist der Tag, den der HERR macht; lasset uns freuen und fröhlich darinnen sein.',
    },
  },
  /** MAT.11.28: mood: worried */
  worried: {
    en: {
      reference: 'Matthew 11:28',
      text: 'Come to me, all you who labor and are heavily burdened, and I will give you rest.',
    },
    pt: {
      reference: 'Mateus 11:28',
      text: 'Vinde a mim, todos os que estais cansados e oprimidos, e eu vos aliviarei.',
    },
    es: {
      reference: 'Mateo 11:28',
      text: 'Venid á mí todos los que estáis trabajados y cargados, que yo os haré descansar.',
    },
    fr: {
      reference: 'Matthieu 11:28',
      text: 'Venez à moi, vous tous qui êtes fatigués et chargés, et je vous donnerai du repos.',
    },
    de: {
      reference: 'Matthäus 11,28',
      text: 'Kommet her zu mir alle, die ihr mühselig und beladen seid; ich will euch erquicken.',
    },
  },
  /** 1TH.5.18: mood: grateful */
  grateful: {
    en: {
      reference: '1 Thessalonians 5:18',
      text: 'In everything give thanks, for this is the will of God in Christ Jesus toward you.',
    },
    pt: {
      reference: '1 Tessalonicenses 5:18',
      text: 'Em tudo dai graças; porque esta é a vontade de Deus em Cristo Jesus para convosco.',
    },
    es: {
      reference: '1 Tesalonicenses 5:18',
      text: 'Dad gracias en todo; porque esta es la voluntad de Dios para con vosotros en Cristo Jesús.',
    },
    fr: {
      reference: '1 Thessaloniciens 5:18',
      text: "Rendez grâces en toutes choses, car c'est à votre égard la volonté de Dieu en Jésus-Christ.",
    },
    de: {
      reference: '1. Thessalonicher 5,18',
      text: 'Seid dankbar in allen Dingen; denn das ist der Wille Gottes in Christo Jesu an euch.',
    },
  },
  /** LAM.3.22-23: mood: thoughtful */
  thoughtful: {
    en: {
      reference: 'Lamentations 3:22–23',
      text: 'It is because of the LORD’s loving kindnesses that we are not consumed, because his mercies don’t fail. They are new every morning. Great is your faithfulness.',
    },
    pt: {
      reference: 'Lamentações 3:22-23',
      text: 'As misericórdias do Senhor são a causa de não sermos consumidos; porque as suas misericórdias não têm fim. Novas são cada manhã; grande é a tua fidelidade.',
    },
    es: {
      reference: 'Lamentaciones 3:22-23',
      text: 'Es por la misericordia de Jehová que no somos consumidos, porque nunca decayeron sus misericordias. Nuevas son cada mañana; grande es tu fidelidad.',
    },
    fr: {
      reference: 'Lamentations 3:22-23',
      text: "Les bontés de l'Éternel ne sont pas épuisées, Ses compassions ne sont pas à leur terme; Elles se renouvellent chaque matin. Oh! que ta fidélité est grande!",
    },
    de: {
      reference: 'Klagelieder 3,22-23',
      text: "Die Güte des HERRN ist's, daß wir nicht gar aus sind; seine Barmherzigkeit hat noch kein Ende, sondern sie ist alle Morgen neu, und deine Treue ist groß.",
    },
  },
  /** PHP.4.6-7: daily devotional sample */
  devotional: {
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
  },
  /** PSA.119.105: interactive Bible sample */
  bible: {
    en: {
      reference: 'Psalm 119:105',
      text: 'Your word is a lamp to my feet, and a light for my path.',
    },
    pt: {
      reference: 'Salmos 119:105',
      text: 'Lâmpada para os meus pés é tua palavra, e luz para o meu caminho.',
    },
    es: {
      reference: 'Salmo 119:105',
      text: 'Lámpara es á mis pies tu palabra, y lumbrera á mi camino.',
    },
    fr: {
      reference: 'Psaume 119:105',
      text: 'Ta parole est une lampe à mes pieds, Et une lumière sur mon sentier.',
    },
    de: {
      reference: 'Psalm 119,105',
      text: 'Dein Wort ist meines Fußes Leuchte und ein Licht auf meinem Wege.',
    },
  },
} as const satisfies Record<string, Record<CatalogLocale, VerseText>>

export type VerseKey = keyof typeof VERSES
