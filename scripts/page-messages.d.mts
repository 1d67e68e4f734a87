export function messageIdsIn(scripts: Iterable<string>, catalogIds: ReadonlySet<string>): Set<string>
