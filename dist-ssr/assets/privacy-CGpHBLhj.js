import { n as siteConfig } from "../entry-server.js";
import { r as textLinkClass, t as buildMailto } from "./mailto-CVGpluDo.js";
import { n as LegalSection, t as LegalPage } from "./legal-page-DhnDoK2g.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { Trans, useLingui } from "@lingui/react";
import { Trash2 } from "lucide-react";
// src/features/legal/privacy-page.tsx
function DeletionRequestButton() {
	const { i18n: $__i18n, _: $__ } = useLingui();
	const { appName, supportEmail } = siteConfig;
	const href = buildMailto(supportEmail, {
		subject: $__i18n._({
			id: "xBKZS5",
			values: { appName }
		}),
		body: $__i18n._({
			id: "+MATfv",
			values: { appName }
		})
	});
	return /*#__PURE__*/ jsxs("a", {
		href,
		className: "inline-flex min-h-12 items-center gap-2 rounded-lg bg-danger px-5 py-2 font-semibold text-balance text-white hover:bg-danger-700",
		children: [/*#__PURE__*/ jsx(Trash2, {
			"aria-hidden": "true",
			className: "size-5"
		}), /*#__PURE__*/ jsx(Trans, { id: "Eyt5ck" })]
	});
}
function PrivacyPage() {
	const { appName, supportEmail, privacyUpdated } = siteConfig;
	return /*#__PURE__*/ jsxs(LegalPage, {
		title: /*#__PURE__*/ jsx(Trans, { id: "ScJ9fj" }),
		updated: privacyUpdated,
		children: [
			/*#__PURE__*/ jsx("p", {
				className: "text-lg text-ink",
				children: /*#__PURE__*/ jsx(Trans, {
					id: "x2EOKJ",
					values: { appName }
				})
			}),
			/*#__PURE__*/ jsxs(LegalSection, {
				id: "collection",
				title: /*#__PURE__*/ jsx(Trans, { id: "uOlg5g" }),
				children: [
					/*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, { id: "HdEGN4" }) }),
					/*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, { id: "NglHM+" }) }),
					/*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, { id: "CHBG2P" }) })
				]
			}),
			/*#__PURE__*/ jsx(LegalSection, {
				id: "usage",
				title: /*#__PURE__*/ jsx(Trans, { id: "yIM/C7" }),
				children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, { id: "2Rixel" }) })
			}),
			/*#__PURE__*/ jsx(LegalSection, {
				id: "security",
				title: /*#__PURE__*/ jsx(Trans, { id: "N+uNKw" }),
				children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, { id: "FKAG13" }) })
			}),
			/*#__PURE__*/ jsxs(LegalSection, {
				id: "rights",
				title: /*#__PURE__*/ jsx(Trans, { id: "rvhQ+G" }),
				children: [
					/*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, { id: "fYNMaZ" }) }),
					/*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, { id: "EbA5VJ" }) }),
					/*#__PURE__*/ jsx(DeletionRequestButton, {})
				]
			}),
			/*#__PURE__*/ jsx(LegalSection, {
				id: "contact",
				title: /*#__PURE__*/ jsx(Trans, { id: "jfC/xh" }),
				children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, {
					id: "XqshOp",
					values: { supportEmail },
					components: { 0: /*#__PURE__*/ jsx("a", {
						href: buildMailto(supportEmail),
						className: textLinkClass,
						translate: "no"
					}) }
				}) })
			})
		]
	});
}
// src/routes/{-$lang}/privacy.tsx?tsr-split=component
var SplitComponent = PrivacyPage;
export { SplitComponent as component };
