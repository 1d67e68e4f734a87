import { t as BackLink } from "./back-link-oFBa2Aoj.js";
import { o as useLocale } from "../entry-server.js";
import { n as formatIsoDate } from "./format-CCAZc4UI.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { Trans } from "@lingui/react";
// src/features/legal/legal-page.tsx
/** Shared frame of the privacy and terms pages: back link, h1, last-updated date. */ function LegalPage({ title, updated, children }) {
	const locale = useLocale();
	const date = formatIsoDate(updated, locale);
	return /*#__PURE__*/ jsxs("article", {
		className: "mx-auto max-w-3xl px-4 py-12 sm:px-6",
		children: [
			/*#__PURE__*/ jsx(BackLink, {}),
			/*#__PURE__*/ jsx("h1", {
				className: "mt-6 text-4xl font-extrabold text-brand-900",
				children: title
			}),
			/*#__PURE__*/ jsx("p", {
				className: "mt-3 text-muted",
				children: /*#__PURE__*/ jsx(Trans, {
					id: "PXHWZM",
					values: { date },
					components: { 0: /*#__PURE__*/ jsx("time", { dateTime: updated }) }
				})
			}),
			/*#__PURE__*/ jsx("div", {
				className: "mt-10 space-y-10",
				children
			})
		]
	});
}
/** One titled part of a legal text. */ function LegalSection({ id, title, children }) {
	return /*#__PURE__*/ jsxs("section", {
		"aria-labelledby": id,
		className: "space-y-3 text-lg leading-relaxed text-ink",
		children: [/*#__PURE__*/ jsx("h2", {
			id,
			className: "text-2xl font-bold text-brand-900",
			children: title
		}), children]
	});
}
export { LegalSection as n, LegalPage as t };
