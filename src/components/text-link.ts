/** The look of a link inside running text (addresses, "Contact support"): long ones wrap, never overflow. */
export const textLinkClass =
  'font-semibold [overflow-wrap:anywhere] text-brand-700 underline underline-offset-4 hover:text-brand-900'
