// The operator's testimonials (VITE_TESTIMONIALS; README, "Testimonials"): a JSON file of real,
// consented ones, read and checked when the build starts, and handed to the page as `testimonials`
// of `virtual:site` (scripts/site-module.ts). Each text is given in every catalog language: it is the
// operator's own content, like a setting, and never goes through the catalogs.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import { CATALOG_LOCALES, type CatalogLocale } from '../i18n/locales.ts'

/** At most as many as the section can lay out readably (testimonials-section-grid.ts). */
export const MAX_TESTIMONIALS = 6

const text = z.string().trim().min(1, 'must not be empty')
/** One text in every catalog language, and no other key (a typo in a language code is an error). */
const perLanguage = z.strictObject(Object.fromEntries(CATALOG_LOCALES.map((locale) => [locale, text])) as Record<CatalogLocale, typeof text>)

const testimonialsSchema = z
  .array(
    z.strictObject({
      /** Stable and unique: React's key, and how the operator names an entry. */
      id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens, like "maria-s"'),
      quote: perLanguage,
      author: perLanguage,
      role: perLanguage,
    }),
    { error: 'must be a JSON array of testimonials' },
  )
  .min(1, 'must hold at least one testimonial (set VITE_TESTIMONIALS=none to show none)')
  .max(MAX_TESTIMONIALS, `must hold at most ${MAX_TESTIMONIALS} testimonials`)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>()
    entries.forEach(({ id }, index) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `"${id}" is used twice` })
      seen.add(id)
    })
  })

/** One testimonial as the operator wrote it, each text per catalog language. */
export type Testimonial = z.infer<typeof testimonialsSchema>[number]

/** What the page gets: `null` for the development samples, `[]` for none, else the operator's. */
export type TestimonialsSetting = readonly Testimonial[] | null

/** `[1, 'quote', 'de']` → `entry 2, quote.de`. */
function where(path: readonly PropertyKey[]): string {
  const [index, ...rest] = path
  if (typeof index !== 'number') return 'the file'
  return rest.length > 0 ? `entry ${index + 1}, ${rest.map(String).join('.')}` : `entry ${index + 1}`
}

function missingKeyMessage(issue: z.core.$ZodIssue): string {
  // Zod says "expected string, received undefined" for a language left out: say it plainly.
  return issue.code === 'invalid_type' && issue.message.endsWith('received undefined') ? 'is missing' : issue.message
}

/** Checks the file's text; throws an error naming VITE_TESTIMONIALS, the file and every problem. */
export function parseTestimonials(json: string, file: string): Testimonial[] {
  const fail = (problems: string[]) => new Error(`VITE_TESTIMONIALS="${file}": ${problems.join('; ')} (README, "Testimonials")`)
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch (error) {
    throw fail([`is not valid JSON (${(error as Error).message})`])
  }
  const result = testimonialsSchema.safeParse(data)
  if (!result.success) throw fail(result.error.issues.map((issue) => `${where(issue.path)}: ${missingKeyMessage(issue)}`))
  return result.data
}

/**
 * The testimonials a build shows, from the VITE_TESTIMONIALS setting: unset, the development
 * samples (`null`, which a release refuses); `none`, none; else the file at that path, relative
 * to `root` (the project).
 */
export function readTestimonials(setting: string | undefined, root: string): TestimonialsSetting {
  if (setting === undefined) return null
  if (setting === 'none') return []
  let json: string
  try {
    json = readFileSync(resolve(root, setting), 'utf8')
  } catch (error) {
    throw new Error(`VITE_TESTIMONIALS="${setting}": cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  }
  return parseTestimonials(json, setting)
}
