/** The word our support team sorts by (spec: urgent issues start the subject with URGENT). English on purpose. */
export const URGENT = 'URGENT'

/**
 * The subject of the prepared mail: as typed, or, when the visitor ticked "It's urgent", starting
 * with URGENT. An "urgent" the visitor already put first (any case) is capitalised, not repeated.
 */
export function mailSubject(subject: string, urgent: boolean): string {
  if (!urgent) return subject
  const typed = /^urgent(?![\p{L}\p{N}])[\s:\-–—!.,]*/iu.exec(subject)
  const rest = typed ? subject.slice(typed[0].length) : subject
  return rest ? `${URGENT}: ${rest}` : URGENT
}
