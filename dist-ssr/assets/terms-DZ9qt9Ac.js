import { n as siteConfig } from "../entry-server.js";
import { r as textLinkClass, t as buildMailto } from "./mailto-CVGpluDo.js";
import { n as LegalSection, t as LegalPage } from "./legal-page-DhnDoK2g.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { Trans } from "@lingui/react";
// src/features/legal/terms-page.tsx
function TermsPage() {
	const { appName, legalEmail, termsUpdated } = siteConfig;
	return /*#__PURE__*/ jsxs(LegalPage, {
		title: /*#__PURE__*/ jsx(Trans, { id: "Emv+V7" }),
		updated: termsUpdated,
		children: [
			/*#__PURE__*/ jsx(LegalSection, {
				id: "acceptance",
				title: /*#__PURE__*/ jsx(Trans, { id: "UFrzXd" }),
				children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, {
					id: "jaLZln",
					values: { appName }
				}) })
			}),
			/*#__PURE__*/ jsx(LegalSection, {
				id: "use",
				title: /*#__PURE__*/ jsx(Trans, { id: "DTPNBl" }),
				children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, {
					id: "oY+ZDF",
					values: { appName }
				}) })
			}),
			/*#__PURE__*/ jsx(LegalSection, {
				id: "content",
				title: /*#__PURE__*/ jsx(Trans, { id: "qroZR5" }),
				children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, { id: "chyvqs" }) })
			}),
			/*#__PURE__*/ jsx(LegalSection, {
				id: "limitations",
				title: /*#__PURE__*/ jsx(Trans, { id: "tQU1G2" }),
				children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, {
					id: "a1JVXd",
					values: { appName }
				}) })
			}),
			/*#__PURE__*/ jsx(LegalSection, {
				id: "contact",
				title: /*#__PURE__*/ jsx(Trans, { id: "jfC/xh" }),
				children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, {
					id: "BuyPOj",
					values: { legalEmail },
					components: { 0: /*#__PURE__*/ jsx("a", {
						href: buildMailto(legalEmail),
						className: textLinkClass,
						translate: "no"
					}) }
				}) })
			})
		]
	});
}
// src/routes/{-$lang}/terms.tsx?tsr-split=component
var SplitComponent = TermsPage;
export { SplitComponent as component };
