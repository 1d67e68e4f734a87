// When a router link says that it leads to the page on screen: TanStack Router's `<Link>` then sets
// `aria-current="page"`, which screen readers announce ("current page"). By default it does so on
// every page below the link's address, whatever its #fragment: on /en/privacy the logo, "Back to
// home", the four section links and "Get the app" were all "current page", and on the home page
// every section link was. A link to the home page or to one of its sections says so only there.

/** A link to a page that has pages below it (the home page): current on that page alone. */
export const CURRENT_ON_THE_PAGE = { exact: true } as const

/** A link to a section of a page: current only while the address is that section's. */
export const CURRENT_ON_THE_SECTION = { exact: true, includeHash: true } as const
