import { c as LOCALE_INFO } from "../entry-server.js";
// src/lib/format.ts
/** `50000` → `50K+` (en), `50 mil+` (pt), … The "+" means "more than". */ function formatCompactPlus(value, locale) {
	return `${new Intl.NumberFormat(LOCALE_INFO[locale].tag, {
		notation: "compact",
		maximumFractionDigits: 1
	}).format(value)}+`;
}
/** `1000` → `1,000+` (en), `1.000+` (pt, de). */ function formatPlus(value, locale) {
	return `${new Intl.NumberFormat(LOCALE_INFO[locale].tag).format(value)}+`;
}
/** `4.9` → `4.9` (en), `4,9` (pt, es, fr, de). */ function formatRating(value, locale) {
	return new Intl.NumberFormat(LOCALE_INFO[locale].tag, {
		minimumFractionDigits: 1,
		maximumFractionDigits: 1
	}).format(value);
}
/** An ISO day (`2026-11-21`) as a long date in the language, read as that calendar day. */ function formatIsoDate(isoDay, locale) {
	return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, {
		dateStyle: "long",
		timeZone: "UTC"
	}).format(/* @__PURE__ */ new Date(`${isoDay}T00:00:00Z`));
}
/** `07:00` for a <time> element and its visible text in the language (`7:00 AM` in en). */ function formatTimeOfDay(hours, minutes, locale) {
	return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, {
		timeStyle: "short",
		timeZone: "UTC"
	}).format(new Date(Date.UTC(2e3, 0, 1, hours, minutes)));
}
export { formatTimeOfDay as a, formatRating as i, formatIsoDate as n, formatPlus as r, formatCompactPlus as t };
