import { Trans } from '@lingui/react/macro'
import { Clock, Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { BackLink } from '../../components/back-link'
import { BrandIcon } from '../../components/brand-icons'
import { INSTAGRAM_GLYPH } from '../../components/instagram-glyph'
import { siteConfig, socialHandle } from '../../config/site'
import { textLinkClass } from '../../components/text-link'
import { buildMailto } from '../../lib/mailto'
import { deferred } from '../../components/deferred'

/**
 * An island whose code and validation load when the visitor first uses the form (or the page
 * changes language): until then it is prerendered HTML whose fields keep what is typed, and a
 * send pressed before the code arrives is answered when it has (src/lib/early-gestures.ts).
 */
const ContactForm = deferred('contact-form', () => import('./contact-form').then((m) => m.ContactForm), { load: 'interaction' })

function InfoBlock({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-line">
      <h2 className="flex items-center gap-3 text-lg font-semibold text-brand-900">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800">{icon}</span>
        {title}
      </h2>
      <div className="mt-3 text-muted">{children}</div>
    </section>
  )
}

export function SupportPage() {
  const { supportEmail, social, responseHours } = siteConfig
  const { min, max } = responseHours
  const handle = socialHandle(social.instagram)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <BackLink />
      <h1 className="mt-6 text-4xl font-extrabold text-brand-900">
        <Trans comment="Support page heading (h1)">How can we help?</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        <Trans comment="Support page introduction">
          Send us a message and we will answer by email. The form opens your own email app, so nothing is sent
          until you press send there.
        </Trans>
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <div className="space-y-6">
          <InfoBlock icon={<Mail aria-hidden="true" className="size-5" />} title={<Trans comment="Support block heading">Write to us directly</Trans>}>
            <p>
              <a href={buildMailto(supportEmail)} className={`${textLinkClass} inline-flex min-h-11 items-center`} translate="no">
                {supportEmail}
              </a>
            </p>
          </InfoBlock>
          <InfoBlock icon={<BrandIcon svg={INSTAGRAM_GLYPH} />} title={<Trans comment="Support block heading">Follow us on Instagram</Trans>}>
            <p>
              <Trans comment="Support block text; handle is the Instagram account name">
                Daily encouragement and news at{' '}
                <a href={social.instagram} className={textLinkClass} rel="noopener" translate="no">
                  {handle}
                </a>
                .
              </Trans>
            </p>
          </InfoBlock>
          <InfoBlock icon={<Clock aria-hidden="true" className="size-5" />} title={<Trans comment="Support block heading">Response time</Trans>}>
            <p>
              <Trans comment="Support response time; min and max are numbers of hours. “Usually”: the time is a target, not a contractual promise">
                We usually reply within {min}–{max} hours on business days.
              </Trans>
            </p>
            <p className="mt-2">
              <Trans comment="Support urgent note, under the response time; “It’s urgent” is the label of the form’s checkbox (use the same words); keep the word URGENT in capitals and in English, our team sorts by it">
                Something urgent? Select “It’s urgent” in the form. Writing to us directly? Start the subject with{' '}
                <strong>URGENT</strong>.
              </Trans>
            </p>
            <p className="mt-2">
              <Trans comment="Support, under the urgent note: support answers within hours, so someone in danger (a prayer request can come from a person in crisis) is sent to the emergency services where they are, which no number names for every country (“the emergency number where you are”)">
                Our support is not an emergency service: if you or someone else is in danger, call your local emergency
                number.
              </Trans>
            </p>
          </InfoBlock>
        </div>
      </div>
    </div>
  )
}
