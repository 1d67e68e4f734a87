// The legal facts every release test decides alike (src/config/release-checks.ts): where the
// operator is established, the § 36 VSBG statement, the EU representative and how to reach it (BR
// is outside the EEA), the policies' dates, how long the access logs are kept, and the UK and Swiss representatives; and DECIDED, every decision a release needs.
export const LEGAL_FACTS_DECIDED = {
  VITE_OPERATOR_COUNTRY: 'BR',
  VITE_CONSUMER_ARBITRATION: 'no',
  VITE_EU_REPRESENTATIVE: 'EU-Rep Selah GmbH, Hauptstraße 5, 10115 Berlin',
  VITE_EU_REPRESENTATIVE_EMAIL: 'selah@eu-rep.de',
  VITE_EU_REPRESENTATIVE_PHONE: '+49 30 1234567',
  VITE_PRIVACY_UPDATED: '2027-01-15',
  VITE_TERMS_UPDATED: '2027-01-15',
  VITE_LOG_RETENTION_DAYS: '184',
  VITE_UK_REPRESENTATIVE: 'UK-Rep Selah Ltd, 1 King Street, London EC2V 8AU, selah@ukrep.co.uk',
  VITE_SWISS_REPRESENTATIVE: 'none',
}

/** Every decision a release needs, made: real figures, real testimonials, the app's facts checked, an endpoint, the mediator, the code of conduct, a named encarregado, where data goes. */
export const DECIDED = {
  VITE_APP_FACTS_CONFIRMED: 'yes',
  VITE_STAT_ACTIVE_USERS: '12000',
  VITE_STAT_DAILY_VERSES: 'none',
  VITE_STAT_RATING: '4.9',
  VITE_STAT_PRAYERS_SHARED: '3000',
  VITE_STAT_SUBSCRIBERS: '800',
  VITE_STATS_AS_OF: '2026-10',
  VITE_TESTIMONIALS: 'content/testimonials.json',
  VITE_NEWSLETTER_URL: 'https://lists.selah.app/subscribe',
  VITE_MEDIATOR_NAME: 'Médiateur Exemple',
  VITE_MEDIATOR_URL: 'https://mediateur.selah.app',
  VITE_CODE_OF_CONDUCT: 'none',
  VITE_CODE_OF_CONDUCT_URL: 'none',
  VITE_COMPLAINTS_BOOK_URL: 'none',
  VITE_SUPERVISORY_AUTHORITY: 'none',
  VITE_OPERATOR_CHAMBER: 'none',
  VITE_OPERATOR_TRADE: 'none',
  VITE_OPERATOR_TRADE_AUTHORITY: 'none',
  VITE_OPERATOR_PURPOSE: 'none',
  VITE_OPERATOR_OWNERS: 'none',
  VITE_MEDIA_LINE: 'none',
  VITE_DPO_NAME: 'Ana Souza',
  VITE_DPO_GENDER: 'female',
  VITE_DATA_COUNTRIES: 'US',
  ...LEGAL_FACTS_DECIDED,
}
