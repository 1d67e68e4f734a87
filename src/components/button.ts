/**
 * The site's one button look, for buttons and for links that act as buttons (store badges
 * excepted): a solid plum pill, white text, at least 48 px tall. Add layout classes beside it.
 * Printed, a button is outlined in its text's colour: a printer leaves its background out.
 */
export const buttonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-plum-800 px-6 py-2 text-center font-semibold text-balance text-white shadow-sm hover:bg-plum-900 aria-disabled:cursor-progress dark:ring-1 dark:ring-white/25 print:border print:bg-transparent print:text-brand-800'

/** The same button, smaller, for the header bar: 44 px tall, still a full touch target. */
export const smallButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-plum-800 px-4 text-center text-sm font-semibold text-white shadow-sm hover:bg-plum-900 sm:px-5 dark:ring-1 dark:ring-white/25'

/** The same button for an action that deletes something. */
export const dangerButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-alarm px-6 py-2 text-center font-semibold text-balance text-white shadow-sm hover:bg-alarm-700 dark:ring-1 dark:ring-white/25 print:border print:bg-transparent print:text-alarm'

/** A quieter button beside the main one (copy, close): outlined, brand text, 44 px tall. */
export const outlineButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-card px-4 text-center text-sm font-semibold text-brand-800 ring-1 ring-brand-600 hover:bg-brand-50'
