export function pageMessageFilters(server: {
  catalogAreasOfSources: (files: string[]) => string[]
  isLaterMessage: (files: string[]) => boolean
}): { areasOf: (id: string) => string[]; isLater: (id: string) => boolean }
