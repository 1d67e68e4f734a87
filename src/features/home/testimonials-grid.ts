// How the testimonial cards sit, for one to six of them: readable at every width, no row with a
// hole. One column on phones, never wider than the screen; from `md` two, an odd last card across
// both with its author beside the quote; from `xl` three where they fill their rows (three, five
// as three and two, six).

/** The list's columns, by the number of cards. */
const LIST: Record<number, string> = {
  1: 'mx-auto max-w-3xl',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 xl:grid-cols-3',
  4: 'md:grid-cols-2',
  5: 'md:grid-cols-2 xl:grid-cols-6',
  6: 'md:grid-cols-2 xl:grid-cols-3',
}

/** A card laid out wide (its author beside the quote): from `md` on, or only between `md` and `xl`. */
const WIDE = {
  always: {
    figure: 'md:flex-row md:items-center md:gap-8',
    caption: 'md:mt-0 md:w-56 md:shrink-0 md:border-t-0 md:border-l md:pt-0 md:pl-8',
  },
  belowXl: {
    figure: 'md:max-xl:flex-row md:max-xl:items-center md:max-xl:gap-8',
    caption: 'md:max-xl:mt-0 md:max-xl:w-56 md:max-xl:shrink-0 md:max-xl:border-t-0 md:max-xl:border-l md:max-xl:pt-0 md:max-xl:pl-8',
  },
} as const

export interface CardLayout {
  item: string
  figure: string
  caption: string
}

/** The classes of the list for `count` cards. */
export function testimonialListClass(count: number): string {
  return `grid grid-cols-1 gap-5 lg:gap-6 ${LIST[count] ?? LIST[6]}`
}

/** The classes of card `index` of `count`: its cell, and its figure and caption when it is wide. */
export function testimonialCardLayout(count: number, index: number): CardLayout {
  const last = index === count - 1
  if (count === 1) return { item: '', ...WIDE.always }
  if (count === 3 && last) return { item: 'md:col-span-2 xl:col-span-1', ...WIDE.belowXl }
  if (count === 5) {
    if (last) return { item: 'md:col-span-2 xl:col-span-3', ...WIDE.belowXl }
    return { item: index === 3 ? 'xl:col-span-3' : 'xl:col-span-2', figure: '', caption: '' }
  }
  return { item: '', figure: '', caption: '' }
}
