import { emailField } from '../../components/form/email-field'
import { z } from '../../lib/zod'

export const newsletterSchema = z.object({ email: emailField })

export type NewsletterValues = z.infer<typeof newsletterSchema>
