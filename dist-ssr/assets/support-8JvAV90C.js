import { t as BackLink } from "./back-link-oFBa2Aoj.js";
import { i as InstagramIcon, n as siteConfig, r as socialHandle } from "../entry-server.js";
import { n as openMailto, r as textLinkClass, t as buildMailto } from "./mailto-CVGpluDo.js";
import { a as TextField, i as useValidatedForm, r as z, t as emailField } from "./newsletter-schema-CZbNtSuT.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { Trans, useLingui } from "@lingui/react";
import { Clock, Mail } from "lucide-react";
// src/features/support/contact-schema.ts
var CONTACT_LIMITS = {
	name: 100,
	subject: 150,
	message: 5e3
};
var { name: nameMax, subject: subjectMax, message: messageMax } = CONTACT_LIMITS;
var contactErrors = {
	nameRequired: { id: "k01eiy" },
	nameTooLong: {
		id: "V5KCkS",
		values: { nameMax }
	},
	subjectRequired: { id: "W6wicM" },
	subjectTooLong: {
		id: "Qwwbts",
		values: { subjectMax }
	},
	messageRequired: { id: "msuqxx" },
	messageTooLong: {
		id: "rgxmEb",
		values: { messageMax }
	}
};
var requiredText = (max, required, tooLong) => z.string().check(z.trim(), z.minLength(1, { error: required.id }), z.maxLength(max, { error: tooLong.id }));
var contactSchema = z.object({
	name: requiredText(CONTACT_LIMITS.name, contactErrors.nameRequired, contactErrors.nameTooLong),
	email: emailField,
	subject: requiredText(CONTACT_LIMITS.subject, contactErrors.subjectRequired, contactErrors.subjectTooLong),
	message: requiredText(CONTACT_LIMITS.message, contactErrors.messageRequired, contactErrors.messageTooLong)
});
// src/features/support/contact-form.tsx
var EMPTY = {
	name: "",
	email: "",
	subject: "",
	message: ""
};
/** Opens the visitor's mail program with the message to support, then clears the form. */ function ContactForm() {
	const { i18n: $__i18n, _: $__ } = useLingui();
	const { register, formProps, errorOf, sent } = useValidatedForm(contactSchema, EMPTY, ({ name, email, subject, message }) => {
		const body = $__i18n._({
			id: "DmuPZq",
			values: {
				name,
				email,
				message
			}
		});
		openMailto(buildMailto(siteConfig.supportEmail, {
			subject,
			body
		}));
	});
	return /*#__PURE__*/ jsxs("form", {
		...formProps,
		"aria-labelledby": "contact-title",
		className: "rounded-2xl bg-card p-6 shadow-sm ring-1 ring-line sm:p-8",
		children: [
			/*#__PURE__*/ jsx("h2", {
				id: "contact-title",
				className: "text-2xl font-bold text-brand-900",
				children: /*#__PURE__*/ jsx(Trans, { id: "2mtG59" })
			}),
			/*#__PURE__*/ jsx("p", {
				className: "mt-1 text-sm text-muted",
				children: /*#__PURE__*/ jsx(Trans, { id: "v3md4q" })
			}),
			/*#__PURE__*/ jsxs("div", {
				className: "mt-6 grid gap-5 sm:grid-cols-2",
				children: [
					/*#__PURE__*/ jsx(TextField, {
						label: /*#__PURE__*/ jsx(Trans, { id: "6YtxFj" }),
						autoComplete: "name",
						maxLength: CONTACT_LIMITS.name,
						registration: register("name"),
						error: errorOf("name")
					}),
					/*#__PURE__*/ jsx(TextField, {
						label: /*#__PURE__*/ jsx(Trans, { id: "5Sa1Ss" }),
						type: "email",
						autoComplete: "email",
						maxLength: 254,
						registration: register("email"),
						error: errorOf("email")
					}),
					/*#__PURE__*/ jsx(TextField, {
						className: "sm:col-span-2",
						label: /*#__PURE__*/ jsx(Trans, { id: "UJmAAK" }),
						hint: /*#__PURE__*/ jsx(Trans, { id: "eywckF" }),
						maxLength: CONTACT_LIMITS.subject,
						registration: register("subject"),
						error: errorOf("subject")
					}),
					/*#__PURE__*/ jsx(TextField, {
						className: "sm:col-span-2",
						label: /*#__PURE__*/ jsx(Trans, { id: "xDAtGP" }),
						multiline: true,
						maxLength: CONTACT_LIMITS.message,
						registration: register("message"),
						error: errorOf("message")
					})
				]
			}),
			/*#__PURE__*/ jsx("button", {
				type: "submit",
				className: "mt-6 min-h-12 w-full rounded-lg bg-brand-800 px-6 py-2 font-semibold text-balance text-white hover:bg-brand-900 sm:w-auto",
				children: /*#__PURE__*/ jsx(Trans, { id: "EEItL+" })
			}),
			/*#__PURE__*/ jsx("p", {
				role: "status",
				className: "mt-3 min-h-6 font-medium text-success",
				children: sent ? $__i18n._({ id: "BtwP7e" }) : ""
			})
		]
	});
}
// src/features/support/support-page.tsx
function InfoBlock({ icon, title, children }) {
	return /*#__PURE__*/ jsxs("section", {
		className: "rounded-2xl bg-card p-6 shadow-sm ring-1 ring-line",
		children: [/*#__PURE__*/ jsxs("h2", {
			className: "flex items-center gap-3 text-lg font-semibold text-brand-900",
			children: [/*#__PURE__*/ jsx("span", {
				className: "inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800",
				children: icon
			}), title]
		}), /*#__PURE__*/ jsx("div", {
			className: "mt-3 text-muted",
			children
		})]
	});
}
function SupportPage() {
	const { supportEmail, social, responseHours } = siteConfig;
	const { min, max } = responseHours;
	const handle = socialHandle(social.instagram);
	return /*#__PURE__*/ jsxs("div", {
		className: "mx-auto max-w-6xl px-4 py-12 sm:px-6",
		children: [
			/*#__PURE__*/ jsx(BackLink, {}),
			/*#__PURE__*/ jsx("h1", {
				className: "mt-6 text-4xl font-extrabold text-brand-900",
				children: /*#__PURE__*/ jsx(Trans, { id: "4+3tRX" })
			}),
			/*#__PURE__*/ jsx("p", {
				className: "mt-3 max-w-2xl text-lg text-muted",
				children: /*#__PURE__*/ jsx(Trans, { id: "nz14wE" })
			}),
			/*#__PURE__*/ jsxs("div", {
				className: "mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]",
				children: [/*#__PURE__*/ jsx(ContactForm, {}), /*#__PURE__*/ jsxs("div", {
					className: "space-y-6",
					children: [
						/*#__PURE__*/ jsx(InfoBlock, {
							icon: /*#__PURE__*/ jsx(Mail, {
								"aria-hidden": "true",
								className: "size-5"
							}),
							title: /*#__PURE__*/ jsx(Trans, { id: "KGcq2i" }),
							children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx("a", {
								href: buildMailto(supportEmail),
								className: textLinkClass,
								translate: "no",
								children: supportEmail
							}) })
						}),
						/*#__PURE__*/ jsx(InfoBlock, {
							icon: /*#__PURE__*/ jsx(InstagramIcon, {}),
							title: /*#__PURE__*/ jsx(Trans, { id: "LP2oeZ" }),
							children: /*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, {
								id: "CSWJQp",
								values: { handle },
								components: { 0: /*#__PURE__*/ jsx("a", {
									href: social.instagram,
									className: textLinkClass,
									rel: "noopener",
									translate: "no"
								}) }
							}) })
						}),
						/*#__PURE__*/ jsxs(InfoBlock, {
							icon: /*#__PURE__*/ jsx(Clock, {
								"aria-hidden": "true",
								className: "size-5"
							}),
							title: /*#__PURE__*/ jsx(Trans, { id: "oXCtAC" }),
							children: [/*#__PURE__*/ jsx("p", { children: /*#__PURE__*/ jsx(Trans, {
								id: "p2J/Pf",
								values: {
									min,
									max
								}
							}) }), /*#__PURE__*/ jsx("p", {
								className: "mt-2",
								children: /*#__PURE__*/ jsx(Trans, {
									id: "lBjoKp",
									components: { 0: /*#__PURE__*/ jsx("strong", {}) }
								})
							})]
						})
					]
				})]
			})
		]
	});
}
// src/routes/{-$lang}/support.tsx?tsr-split=component
var SplitComponent = SupportPage;
export { SplitComponent as component };
