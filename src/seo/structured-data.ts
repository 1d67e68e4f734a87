export interface StructuredDataInput {
  siteUrl: string
  /** The language's home page URL. */
  homeUrl: string
  appName: string
  /** The company behind it, exactly as registered (VITE_OPERATOR_NAME). */
  operatorName: string
  description: string
  /** BCP 47 tag of the page. */
  language: string
  logoUrl: string
  appStoreUrl: string
  playStoreUrl: string
  sameAs: string[]
}

/**
 * JSON-LD for the home page: the organisation and the app. Only facts that can be checked:
 * no marketing rating or user counts (they are not verifiable reviews).
 */
export function buildStructuredData(input: StructuredDataInput): object {
  const organizationId = `${input.siteUrl}/#organization`
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: input.appName,
        legalName: input.operatorName,
        url: input.siteUrl,
        logo: input.logoUrl,
        sameAs: input.sameAs,
      },
      {
        '@type': 'MobileApplication',
        name: input.appName,
        description: input.description,
        url: input.homeUrl,
        inLanguage: input.language,
        operatingSystem: 'iOS, Android',
        applicationCategory: 'LifestyleApplication',
        installUrl: [input.appStoreUrl, input.playStoreUrl],
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        publisher: { '@id': organizationId },
      },
    ],
  }
}
