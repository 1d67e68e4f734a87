// Which messages a page's HTML carries: those its start-up scripts write. Lingui compiles each
// message in the code to its id (`i18n._({ id: "Xk3p9q" })`, `<Trans id="…">`), so a built script
// holds, as string literals, the ids of every message it can show. A part whose code loads later
// (`deferred()`, src/components/deferred.tsx) loads the whole catalog with it.

/** Every quoted run that could be a message id (Lingui's are six characters of base64). */
const LITERAL = /[`'"]([\w+/=-]+)[`'"]/g

/**
 * The ids of the catalog's messages that these scripts write.
 * @param {Iterable<string>} scripts the text of each script
 * @param {ReadonlySet<string>} catalogIds every id of the compiled catalog
 * @returns {Set<string>}
 */
export function messageIdsIn(scripts, catalogIds) {
  const ids = new Set()
  for (const code of scripts) {
    for (const [, literal] of code.matchAll(LITERAL)) if (catalogIds.has(literal)) ids.add(literal)
  }
  return ids
}
