import { Trans } from '@lingui/react/macro'

/**
 * A marketing figure that is a lower bound, in the language's words and order: "more than 50K",
 * "mais de 50 mil", "plus de 50 000", "über 50.000". `figure` comes from `formatFigure` (or
 * `formatCount`). The qualifier is its own element so a layout can set it apart: the statistics
 * put it on a small line above the figure; a line of running text (the hero's social proof) can
 * leave it inline.
 */
export function MoreThan({ figure, qualifierClassName }: { figure: string; qualifierClassName?: string }) {
  return (
    <Trans comment="A figure that is a lower bound, such as “more than 50K” active users; figure is already formatted (50K, 50 mil, 50 000, 50.000). <0> holds the words for “more than”, shown as a small line above the figure in the statistics: keep them short">
      <span className={qualifierClassName}>more than</span> {figure}
    </Trans>
  )
}
