// Real visitors' web vitals (README, "Measuring"): how soon the main content showed (LCP), how fast
// the page answered a tap or a key (INP) and how much it moved (CLS), each sent once, as the
// `web-vitals` library reports it (when the page is hidden or left). Loaded by analytics.ts after
// the page is hydrated, only in a build that counts visits.
import { onCLS, onINP, onLCP, type CLSMetricWithAttribution, type INPMetricWithAttribution, type LCPMetricWithAttribution } from 'web-vitals/attribution'
import type { AnalyticsEvent } from './plausible'

type Vital = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution

/** The longest a `target` may be: the end of the element's selector, which says the most. */
const TARGET_MAX = 100

/**
 * The value as a short string Plausible can break down: LCP to the nearest 100 ms, INP to the
 * nearest 10 ms, CLS to two decimals (custom properties are text, so coarse values group well).
 */
export function roundedValue(vital: Pick<Vital, 'name' | 'value'>): string {
  if (vital.name === 'CLS') return vital.value.toFixed(2)
  const step = vital.name === 'LCP' ? 100 : 10
  return String(Math.round(vital.value / step) * step)
}

/** The part of the time that was longest, in a word: where to look first. */
export function slowestPhase(vital: Vital): string {
  const phases: Array<[string, number]> =
    vital.name === 'LCP'
      ? [
          ['server', vital.attribution.timeToFirstByte],
          ['load-delay', vital.attribution.resourceLoadDelay],
          ['load', vital.attribution.resourceLoadDuration],
          ['render', vital.attribution.elementRenderDelay],
        ]
      : vital.name === 'INP'
        ? [
            ['input-delay', vital.attribution.inputDelay],
            ['processing', vital.attribution.processingDuration],
            ['presentation', vital.attribution.presentationDelay],
          ]
        : [[vital.attribution.loadState ?? '', 0]]
  return phases.reduce((longest, phase) => (phase[1] > longest[1] ? phase : longest))[0]
}

/** The element concerned: LCP's largest, INP's pressed, CLS's most moved; a CSS selector, shortened from the start. */
export function vitalTarget(vital: Vital): string {
  const target =
    (vital.name === 'LCP' ? vital.attribution.target : vital.name === 'INP' ? vital.attribution.interactionTarget : vital.attribution.largestShiftTarget) ?? ''
  return target.length > TARGET_MAX ? `…${target.slice(-(TARGET_MAX - 1))}` : target
}

export function vitalEvent(vital: Vital): AnalyticsEvent {
  return {
    name: 'Web Vitals',
    props: { metric: vital.name, value: roundedValue(vital), rating: vital.rating, target: vitalTarget(vital), phase: slowestPhase(vital) },
  }
}

/** Reports each of the three once the library has its final value. */
export function reportWebVitals(track: (event: AnalyticsEvent) => void): void {
  const report = (vital: Vital) => track(vitalEvent(vital))
  onLCP(report)
  onINP(report)
  onCLS(report)
}
