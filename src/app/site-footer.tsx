import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import youTubeSvg from 'simple-icons/icons/youtube.svg?raw'
import { operatorInColombia, operatorInPortugal } from 'virtual:site'
import { ANALYTICS_SECTION_ID } from '../analytics/consent-key'
import { BrandIcon } from '../components/brand-icons'
import { INSTAGRAM_GLYPH } from '../components/instagram-glyph'
import { PathLink } from '../components/path-link'
import { StoreButtons } from '../components/store-buttons'
import { LIVRO_DE_RECLAMACOES, siteConfig } from '../config/site'
import { localizePath } from '../i18n/locale-path'
import { useLangParams, useLocale } from '../i18n/use-locale'
import { CURRENT_ON_THE_SECTION } from '../lib/link-current'
import { BrandMark } from './brand-mark'
import { LEGAL_NOTICE_ID, LegalNoticeName } from './legal-notice-name'
import { LANDING_ANCHORS } from './landing-anchors'

/** The footer's id: it ends every page, so a page opened at a section is painted once parsed to it (src/lib/section-landing.ts). */
export const SITE_FOOTER_ID = 'site-footer'

/** Compact lines for a mouse; full 44 px rows on a touch screen. */
const linkClass =
  'inline-flex min-h-8 items-center py-1 text-plum-100 underline-offset-4 hover:text-white hover:underline pointer-coarse:min-h-11 pointer-coarse:min-w-11'

function FooterColumn({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-1 pointer-coarse:space-y-0">{children}</ul>
    </div>
  )
}

export function SiteFooter() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const params = useLangParams()
  const { appName, copyrightYear } = siteConfig

  return (
    <footer id={SITE_FOOTER_ID} className="on-dark bg-plum-900 text-plum-100 print:bg-transparent print:text-ink">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 print:hidden">
        <div className="lg:col-span-1">
          <p className="flex items-center gap-2 text-xl font-bold text-white">
            <BrandMark />
            <span translate="no">{appName}</span>
          </p>
          <p className="mt-3 max-w-sm">
            <Trans comment="Footer description of the app">
              A daily companion for prayer and Scripture: verses for your mood, guided meditation, the Bible, a private
              journal and a caring community.
            </Trans>
          </p>
          <ul className="mt-4 flex gap-2" aria-label={t({ comment: 'Accessible name of the social links list', message: 'Social media' })}>
            <li>
              <a href={siteConfig.social.instagram} className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20" rel="noopener">
                <BrandIcon svg={INSTAGRAM_GLYPH} />
                <span className="sr-only">{t({ comment: 'Link to the Instagram profile', message: `${appName} on Instagram` })}</span>
              </a>
            </li>
            <li>
              <a href={siteConfig.social.youtube} className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20" rel="noopener">
                <BrandIcon svg={youTubeSvg} />
                <span className="sr-only">{t({ comment: 'Link to the YouTube channel', message: `${appName} on YouTube` })}</span>
              </a>
            </li>
          </ul>
        </div>

        <nav aria-label={t({ comment: 'Accessible name of the footer quick links', message: 'Quick links' })}>
          <FooterColumn title={<Trans comment="Footer column heading">Quick links</Trans>}>
            {LANDING_ANCHORS.map(({ hash, label }) => (
              <li key={hash}>
                <Link to="/{-$lang}" params={params} hash={hash} activeOptions={CURRENT_ON_THE_SECTION} className={linkClass}>
                  {i18n._(label)}
                </Link>
              </li>
            ))}
          </FooterColumn>
        </nav>

        <nav aria-label={t({ comment: 'Accessible name of the footer support links', message: 'Support and legal' })}>
          <FooterColumn title={<Trans comment="Footer column heading">Support</Trans>}>
            <li>
              <Link to="/{-$lang}/support" params={params} className={linkClass}>
                <Trans comment="Footer link to the support page">Contact support</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$lang}/privacy" params={params} className={linkClass}>
                <Trans comment="Footer link to the privacy policy">Privacy policy</Trans>
              </Link>
            </li>
            {/* A build that counts visits: the answer about it can be changed from every page (GDPR art. 7(3)). */}
            {__ANALYTICS_URL__ && (
              <li>
                <Link
                  to="/{-$lang}/privacy"
                  params={params}
                  hash={ANALYTICS_SECTION_ID}
                  activeOptions={CURRENT_ON_THE_SECTION}
                  className={linkClass}
                >
                  <Trans comment="Footer link, in a build that counts visits, to the privacy policy’s part on counting them, whose buttons change the visitor’s answer at any time (withdrawing consent as easily as giving it: GDPR art. 7(3)). Short: a footer link">
                    Counting your visits
                  </Trans>
                </Link>
              </li>
            )}
            <li>
              <Link to="/{-$lang}/terms" params={params} className={linkClass}>
                <Trans comment="Footer link to the terms of use">Terms of use</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$lang}/terms" params={params} hash={LEGAL_NOTICE_ID} activeOptions={CURRENT_ON_THE_SECTION} className={linkClass}>
                <LegalNoticeName />
              </Link>
            </li>
            {/* An operator established in Colombia links its consumer authority from every page (Ley 1480 art. 50, parágrafo). */}
            {operatorInColombia && (
              <li>
                <a href="https://www.sic.gov.co/" hrefLang="es" className={linkClass} rel="noopener">
                  <Trans comment="Footer link, for an operator established in Colombia, to Colombia's consumer protection authority, the Superintendencia de Industria y Comercio, whose site Colombian law asks every page to link visibly (Ley 1480 de 2011, art. 50). Keep “SIC” and name Colombia; es: “Superintendencia de Industria y Comercio (SIC)”. Short: a footer link">
                    Consumer protection in Colombia (SIC)
                  </Trans>
                </a>
              </li>
            )}
            {/* An operator established in Portugal links the electronic complaints book from every page (Decreto-Lei 156/2005, art. 5.º-B). */}
            {operatorInPortugal && (
              <li>
                <a href={LIVRO_DE_RECLAMACOES} hrefLang="pt" className={linkClass} rel="noopener">
                  <Trans comment="Footer link, for an operator established in Portugal, to Portugal's electronic complaints book, which Portuguese law asks every provider to link visibly from its website (Decreto-Lei 156/2005, art. 5.º-B): the platform opens in Portuguese. Keep its Portuguese name, “Livro de Reclamações”, in brackets after your language's words for it (es: Libro de reclamaciones; fr: Livre de réclamations; de: Beschwerdebuch); pt: “Livro de Reclamações” alone. Short: a footer link">
                    Complaints book (Livro de Reclamações)
                  </Trans>
                </a>
              </li>
            )}
            {/* An operator that keeps an online complaints book links it from every page (Peru: Ley 29571 art. 150). */}
            {siteConfig.complaintsBook && (
              <li>
                <a href={siteConfig.complaintsBook} hrefLang="es" className={linkClass} rel="noopener">
                  <Trans comment="Footer link to the operator's online complaints book, which Peru's consumer code asks every provider to keep and make known (Ley 29571 art. 150): the form opens in Spanish. Keep its Spanish name, “Libro de Reclamaciones”, in brackets after your language's words for it; es: “Libro de Reclamaciones” alone. Short: a footer link">
                    Complaints book (Libro de Reclamaciones)
                  </Trans>
                </a>
              </li>
            )}
            <li>
              {/* The spec's /help has no route: it shows the 404 page, in the current language. */}
              <PathLink href={localizePath('/help', locale)} className={linkClass}>
                <Trans comment="Footer link to the help center (the spec’s /help)">Help center</Trans>
              </PathLink>
            </li>
          </FooterColumn>
        </nav>

        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            <Trans comment="Footer column heading above the store buttons">Download the app</Trans>
          </h2>
          {/* From lg the footer has four narrow columns: the badges stack there, side by side they overflow. */}
          <StoreButtons placement="footer" className="lg:max-w-56 lg:grid-cols-1" />
        </div>
      </div>
      <div className="border-t border-white/10 print:border-line">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-balance sm:px-6">
          <Trans comment="Footer rights line; year is the copyright year">
            © {copyrightYear} {appName}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  )
}
