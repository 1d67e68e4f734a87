// The formats of the legal notice's settings (README, "Configuration"), validated with the others
// in site-schema.ts.
import { z } from 'zod'

/**
 * A line of the legal notice. `none` says the operator has no such thing (a sole trader has no
 * share capital, a company outside France no RCS entry), and the notice leaves the line out.
 */
export const noticeLine = (placeholder: string, max: number, format?: { test: (value: string) => boolean; message: string }) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => value === 'none' || !format || format.test(value), format?.message ?? '')
    .default(placeholder)
    .transform((value): string | undefined => (value === 'none' ? undefined : value))
export const phone = { test: (value: string) => /^\+[1-9][\d ()./-]{5,22}\d$/.test(value), message: 'must be an international number starting with +, such as +49 30 1234567 (or none)' }
/**
 * A VAT id as its country writes it, DE123456789, GB 123 4567 89, Switzerland's CHE-123.456.789
 * MWST; or, for an operator outside the EU, its country's tax id after the id's name, which the
 * notice's neutral term leaves to the value: RFC SDE210115AB1 (Mexico), NIT 900.123.456-7
 * (Colombia, whose Ley 1480 art. 50 a asks for it), CUIT 30-71234567-9 (Argentina).
 */
export const vatId = {
  test: (value: string) => /^[A-Z]{2}[\dA-Z .-]{2,18}$/.test(value),
  message: 'must start with the two-letter country code, such as DE123456789 or CHE-123.456.789 MWST, or with the name of your country’s tax id, such as RFC SDE210115AB1 or NIT 900.123.456-7 (or none)',
}
export const cnpj = {
  test: (value: string) => /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(value) && isValidCnpj(value),
  message: 'must be written 00.000.000/0000-00, with the right check digits (or none)',
}

/** Whether a CNPJ's two check digits are right (Receita Federal's modulo-11 rule). */
export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/\D/g, '').split('').map(Number)
  if (digits.length !== 14) return false
  const check = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    const rest = weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11
    return rest < 2 ? 0 : 11 - rest
  }
  return check(12) === digits[12] && check(13) === digits[13]
}
