import { a as useLangParams } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { Trans } from "@lingui/react";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
// src/components/back-link.tsx
/** "Back to home", at the top of the privacy, terms and support pages. */ function BackLink() {
	const params = useLangParams();
	return /*#__PURE__*/ jsxs(Link, {
		to: "/{-$lang}",
		params,
		className: "inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline",
		children: [/*#__PURE__*/ jsx(ArrowLeft, {
			"aria-hidden": "true",
			className: "size-4"
		}), /*#__PURE__*/ jsx(Trans, { id: "x4RuFo" })]
	});
}
export { BackLink as t };
