// A `#` ends an unquoted value in an env file: what follows it is a comment, which Vite's reader
// (dotenv) drops. An address such as Colombia's "Carrera 7 # 71-21, Bogotá" then reads "Carrera 7",
// and the legal notice and the privacy policy would publish that. The build names each setting whose
// value a comment cut short, except after the template's own comment (.env.production.local.example
// is meant to be filled in on its lines, its comments kept).

/** A setting whose unquoted value stops at a `#`: what the build reads, and what it drops. */
export interface CutValue {
  file: string
  name: string
  kept: string
  dropped: string
}

/** `NAME=value # comment`, the value unquoted (a quoted one keeps its `#`). */
const UNQUOTED_WITH_COMMENT = /^\s*(?:export\s+)?(VITE_\w+)\s*=\s*([^'"`#\r\n][^#\r\n]*|)#(.*)$/

/** Each setting's comment in the template (`VITE_X=   # comment`), by name. */
export function templateComments(template: string): Map<string, string> {
  const comments = new Map<string, string>()
  for (const line of template.split('\n')) {
    const match = UNQUOTED_WITH_COMMENT.exec(line)
    if (match && match[2]!.trim() === '') comments.set(match[1]!, match[3]!.trim())
  }
  return comments
}

/**
 * The settings of one env file whose value a `#` cut short: a value before it, and after it
 * anything but the template's comment for that setting. A line with no value before its comment
 * is not one: the setting is then unset, which a release asks for anyway.
 */
export function cutValues(file: string, text: string, template: ReadonlyMap<string, string>): CutValue[] {
  return text.split('\n').flatMap((line) => {
    const match = UNQUOTED_WITH_COMMENT.exec(line)
    if (!match) return []
    const [, name, value, comment] = match as unknown as [string, string, string, string]
    const kept = value.trim()
    const dropped = comment.trim()
    return kept !== '' && dropped !== template.get(name) ? [{ file, name, kept, dropped }] : []
  })
}

/** The build's message about values a comment cut short, or nothing when there are none. */
export function cutValuesReport(cuts: readonly CutValue[], { release }: { release: boolean }): string | undefined {
  if (cuts.length === 0) return undefined
  const list = cuts.map(({ file, name, kept, dropped }) => `  ${file}: ${name} reads ${JSON.stringify(kept)}, without "#${dropped}"`).join('\n')
  const fix = 'A "#" in an unquoted value starts a comment. Put the whole value in double quotes if the "#" belongs to it (VITE_OPERATOR_ADDRESS="Carrera 7 # 71-21, Bogotá"), or move the comment to a line of its own'
  return release
    ? `Release build stopped: ${cuts.length === 1 ? 'a value stops' : `${cuts.length} values stop`} at a "#". ${fix}:\n${list}`
    : `Warning: ${cuts.length === 1 ? 'a value stops' : `${cuts.length} values stop`} at a "#" (\`npm run build:release\` refuses ${cuts.length === 1 ? 'it' : 'them'}). ${fix}:\n${list}`
}
