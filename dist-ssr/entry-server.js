import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { i18n } from "@lingui/core";
import { I18nProvider, Trans, useLingui } from "@lingui/react";
import { HeadContent, Link, Outlet, createFileRoute, createMemoryHistory, createRootRoute, createRouter, lazyRouteComponent, notFound, redirect, useLocation, useNavigate, useRouterState } from "@tanstack/react-router";
import { RouterServer } from "@tanstack/react-router/ssr/server";
import { StrictMode, useEffect, useId, useRef } from "react";
import { renderToString } from "react-dom/server";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { ChevronDown } from "lucide-react";
import { siApple, siGoogleplay, siInstagram, siYoutube } from "simple-icons";
/** The languages of this build, in the picker's order. */ var LOCALES = [
	"pt",
	"en",
	"es",
	"fr",
	"de"
];
var LOCALE_INFO = {
	pt: {
		nativeName: "Português",
		tag: "pt-BR",
		flag: "br"
	},
	en: {
		nativeName: "English",
		tag: "en",
		flag: "gb"
	},
	es: {
		nativeName: "Español",
		tag: "es",
		flag: "es"
	},
	fr: {
		nativeName: "Français",
		tag: "fr",
		flag: "fr"
	},
	de: {
		nativeName: "Deutsch",
		tag: "de",
		flag: "de"
	},
	pseudo: {
		nativeName: "Ƥšééûûðöö",
		tag: "en-XA",
		flag: "xa"
	}
};
function isLocale(value) {
	return typeof value === "string" && LOCALES.includes(value);
}
/** Whose fixed texts (Bible verses) a locale shows: the pseudo-locale shows the English ones. */ function contentLocale(locale) {
	return locale === "pseudo" ? "en" : locale;
}
// src/stores/safe-storage.ts
/**
* A persist storage that never throws. Browsers may refuse storage (privacy modes,
* quota, disabled cookies) or hold anything under our key; the site must keep working
* in memory for the visit in every case.
*/ function createSafeJsonStorage(getStorage) {
	const storage = () => {
		try {
			return getStorage();
		} catch {
			return null;
		}
	};
	return {
		getItem(name) {
			try {
				const raw = storage()?.getItem(name);
				if (raw == null) return null;
				const parsed = JSON.parse(raw);
				if (typeof parsed !== "object" || parsed === null || !("state" in parsed)) return null;
				return parsed;
			} catch {
				return null;
			}
		},
		setItem(name, value) {
			try {
				storage()?.setItem(name, JSON.stringify(value));
			} catch {}
		},
		removeItem(name) {
			try {
				storage()?.removeItem(name);
			} catch {}
		}
	};
}
// src/stores/site-store.ts
/** localStorage key, as the spec says. */ var LANGUAGE_STORAGE_KEY = "language";
var STORAGE_VERSION = 1;
/** Reads a stored value defensively: anything but a known language code is ignored. */ function readPersistedLanguage(persisted) {
	if (typeof persisted !== "object" || persisted === null) return null;
	const language = persisted.language;
	return isLocale(language) ? language : null;
}
var useSiteStore = create()(persist((set) => ({
	language: "pt",
	languageMenuOpen: false,
	openFaq: null,
	chooseLanguage: (language) => set({
		language,
		languageMenuOpen: false
	}),
	toggleLanguageMenu: () => set((s) => ({ languageMenuOpen: !s.languageMenuOpen })),
	closeLanguageMenu: () => set({ languageMenuOpen: false }),
	toggleFaq: (index) => set((s) => ({ openFaq: s.openFaq === index ? null : index }))
}), {
	name: LANGUAGE_STORAGE_KEY,
	version: STORAGE_VERSION,
	storage: createSafeJsonStorage(() => window.localStorage),
	partialize: (s) => ({ language: s.language }),
	migrate: (persisted) => ({ language: readPersistedLanguage(persisted) ?? "pt" }),
	merge: (persisted, current) => ({
		...current,
		language: readPersistedLanguage(persisted) ?? current.language
	})
}));
Object.fromEntries([..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [c, [..."áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i]]));
// src/i18n/activate.ts
/** Each catalog is its own chunk, fetched the first time its language is shown. */ var catalogs = /* #__PURE__ */ Object.assign({
	"../locales/de.po": () => import("./assets/de-DyswdVGn.js"),
	"../locales/en.po": () => import("./assets/en-DnrcAj0i.js"),
	"../locales/es.po": () => import("./assets/es-DUgK0SRE.js"),
	"../locales/fr.po": () => import("./assets/fr-BtKC0dW2.js"),
	"../locales/pt.po": () => import("./assets/pt-BDQKBn6J.js")
});
async function loadMessages(locale) {
	const load = catalogs[`../locales/${locale}.po`];
	if (!load) throw new Error(`No catalog for locale "${locale}"`);
	return (await load()).messages;
}
var loaded = /* @__PURE__ */ new Set();
/** Loads the locale's catalog once, activates it and updates <html lang> (in the browser). */ async function activateLocale(locale) {
	if (!loaded.has(locale)) {
		i18n.load(locale, await loadMessages(locale));
		loaded.add(locale);
	}
	if (i18n.locale !== locale) i18n.activate(locale, [LOCALE_INFO[locale].tag]);
	if (typeof document !== "undefined") document.documentElement.lang = LOCALE_INFO[locale].tag;
}
// src/i18n/locale-path.ts
/**
* Pure helpers for the URL scheme (docs/decisions/001-url-scheme.md):
* Portuguese has no prefix, every other language is `/<code>/…`.
*/ /** The value of the optional `{-$lang}` route param for a locale. */ function langParam(locale) {
	return locale === "pt" ? void 0 : locale;
}
function splitFirstSegment(pathname) {
	const match = /^\/([^/]*)(.*)$/.exec(pathname);
	if (!match) return ["", pathname];
	return [match[1] ?? "", match[2] ?? ""];
}
/** The locale named by the URL's prefix, or null when the URL has none. */ function localeFromPath(pathname) {
	const [first] = splitFirstSegment(pathname);
	return isLocale(first) ? first : null;
}
/** The path without its language prefix: `/en/privacy` → `/privacy`, `/en` → `/`. */ function stripLocale(pathname) {
	const [first, rest] = splitFirstSegment(pathname);
	if (!isLocale(first)) return pathname || "/";
	return rest || "/";
}
/** The same page in another language: `localizePath('/en/terms', 'fr')` → `/fr/terms`. */ function localizePath(pathname, locale) {
	const bare = stripLocale(pathname);
	if (locale === "pt") return bare;
	return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}
/**
* Which language a URL is shown in, given the visitor's stored choice.
* - `/pt/…` moves to the unprefixed URL.
* - `/<code>/…` is that language.
* - An unprefixed URL is Portuguese, unless the visitor chose another language:
*   then it moves to that language's prefixed URL.
* Unknown prefixes are not decided here: they fall to the 404 page.
*/ function resolveLocationLocale(pathname, stored) {
	const [first] = splitFirstSegment(pathname);
	if (first === "pt") return {
		locale: "pt",
		redirectTo: stripLocale(pathname)
	};
	const prefixed = localeFromPath(pathname);
	if (prefixed) return { locale: prefixed };
	if (stored !== "pt") return {
		locale: stored,
		redirectTo: localizePath(pathname, stored)
	};
	return { locale: "pt" };
}
// src/i18n/route-locale.ts
/**
* Root `beforeLoad`: decides the language of the URL (moving to the canonical URL
* with history replace when needed) and activates its catalog before anything renders.
*/ async function ensureLocationLocale(location) {
	const { locale, redirectTo } = resolveLocationLocale(location.pathname, useSiteStore.getState().language);
	if (redirectTo !== void 0) {
		const hash = location.hash ? `#${location.hash}` : "";
		throw redirect({
			href: `${redirectTo}${location.searchStr}${hash}`,
			replace: true
		});
	}
	await activateLocale(locale);
	return { locale };
}
/** Before the first render (I18nProvider renders nothing until a locale is active). */ async function activateLocaleForPath(pathname) {
	await activateLocale(resolveLocationLocale(pathname, useSiteStore.getState().language).locale);
}
/** `{-$lang}` layout `beforeLoad`: a prefix that is not a language is a missing page. */ function assertLangParam(lang) {
	if (lang !== void 0 && !isLocale(lang)) throw notFound();
}
// src/i18n/use-locale.ts
/** The language the page is shown in. */ function useLocale() {
	return useLingui().i18n.locale;
}
/** Params for `<Link to="/{-$lang}/…">` that keep the current language. */ function useLangParams() {
	return { lang: langParam(useLocale()) };
}
// src/app/app-error-page.tsx
/** The root error boundary: shown instead of the whole layout, so it is self-contained. */ function AppErrorPage({ error }) {
	const locale = useLocale();
	useEffect(() => {
		console.error(error);
	}, [error]);
	return /*#__PURE__*/ jsxs("main", {
		className: "mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center",
		children: [
			/*#__PURE__*/ jsx("h1", {
				className: "text-2xl font-bold sm:text-3xl",
				children: /*#__PURE__*/ jsx(Trans, { id: "55ynC4" })
			}),
			/*#__PURE__*/ jsx("p", {
				className: "mt-3 text-muted",
				children: /*#__PURE__*/ jsx(Trans, { id: "EKVhXB" })
			}),
			/*#__PURE__*/ jsx("a", {
				href: localizePath("/", locale),
				className: "mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900",
				children: /*#__PURE__*/ jsx(Trans, { id: "OYOJop" })
			})
		]
	});
}
// src/components/flag.tsx
var FLAGS = {
	br: /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsx("rect", {
			width: "30",
			height: "20",
			fill: "#009b3a"
		}),
		/*#__PURE__*/ jsx("path", {
			d: "M15 2.5 27.5 10 15 17.5 2.5 10z",
			fill: "#fedf00"
		}),
		/*#__PURE__*/ jsx("circle", {
			cx: "15",
			cy: "10",
			r: "4.2",
			fill: "#002776"
		}),
		/*#__PURE__*/ jsx("path", {
			d: "M11 9.2c2.7-.6 5.6-.2 7.9 1.2",
			stroke: "#fff",
			strokeWidth: ".8",
			fill: "none"
		})
	] }),
	gb: /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsx("rect", {
			width: "30",
			height: "20",
			fill: "#012169"
		}),
		/*#__PURE__*/ jsx("path", {
			d: "M0 0l30 20M30 0 0 20",
			stroke: "#fff",
			strokeWidth: "4"
		}),
		/*#__PURE__*/ jsx("path", {
			d: "M0 0l30 20M30 0 0 20",
			stroke: "#c8102e",
			strokeWidth: "1.6"
		}),
		/*#__PURE__*/ jsx("path", {
			d: "M15 0v20M0 10h30",
			stroke: "#fff",
			strokeWidth: "6"
		}),
		/*#__PURE__*/ jsx("path", {
			d: "M15 0v20M0 10h30",
			stroke: "#c8102e",
			strokeWidth: "3.4"
		})
	] }),
	es: /*#__PURE__*/ jsxs(Fragment, { children: [/*#__PURE__*/ jsx("rect", {
		width: "30",
		height: "20",
		fill: "#aa151b"
	}), /*#__PURE__*/ jsx("rect", {
		y: "5",
		width: "30",
		height: "10",
		fill: "#f1bf00"
	})] }),
	fr: /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsx("rect", {
			width: "30",
			height: "20",
			fill: "#fff"
		}),
		/*#__PURE__*/ jsx("rect", {
			width: "10",
			height: "20",
			fill: "#002654"
		}),
		/*#__PURE__*/ jsx("rect", {
			x: "20",
			width: "10",
			height: "20",
			fill: "#ce1126"
		})
	] }),
	xa: /*#__PURE__*/ jsxs(Fragment, { children: [/*#__PURE__*/ jsx("rect", {
		width: "30",
		height: "20",
		fill: "#5b45a8"
	}), /*#__PURE__*/ jsx("path", {
		d: "M0 0h10v10H0zM10 10h10v10H10zM20 0h10v10H20z",
		fill: "#f6c453"
	})] }),
	de: /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsx("rect", {
			width: "30",
			height: "20",
			fill: "#000"
		}),
		/*#__PURE__*/ jsx("rect", {
			y: "6.67",
			width: "30",
			height: "6.67",
			fill: "#dd0000"
		}),
		/*#__PURE__*/ jsx("rect", {
			y: "13.33",
			width: "30",
			height: "6.67",
			fill: "#ffce00"
		})
	] })
};
/** A small inline flag; decorative, so hidden from screen readers (the name is beside it). */ function Flag({ id, className = "h-4 w-6" }) {
	return /*#__PURE__*/ jsx("svg", {
		viewBox: "0 0 30 20",
		className: `${className} shrink-0 rounded-[2px] ring-1 ring-black/15`,
		"aria-hidden": "true",
		focusable: "false",
		"data-flag": id,
		children: FLAGS[id]
	});
}
// src/components/path-link.tsx
function isPlainLeftClick(event) {
	return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
/**
* A link to a built path inside the site (another language, a path with no route),
* followed by the router without reloading. New-tab clicks behave as usual.
*/ function PathLink({ href, onClick, ...rest }) {
	const navigate = useNavigate();
	return /*#__PURE__*/ jsx("a", {
		...rest,
		href,
		onClick: (event) => {
			onClick?.(event);
			if (event.defaultPrevented || !isPlainLeftClick(event)) return;
			event.preventDefault();
			navigate({ href });
		}
	});
}
// src/components/language-picker.tsx
/**
* Fixed at the top right of every page: a disclosure button and a list of links to
* the same page in each language. The open state lives in the store.
*/ function LanguagePicker() {
	const { i18n: $__i18n, _: $__ } = useLingui();
	const locale = useLocale();
	const open = useSiteStore((s) => s.languageMenuOpen);
	const toggleMenu = useSiteStore((s) => s.toggleLanguageMenu);
	const closeMenu = useSiteStore((s) => s.closeLanguageMenu);
	const chooseLanguage = useSiteStore((s) => s.chooseLanguage);
	const { pathname, hash } = useLocation({ select: (l) => ({
		pathname: l.pathname,
		hash: l.hash
	}) });
	const rootRef = useRef(null);
	const buttonRef = useRef(null);
	const menuId = useId();
	useEffect(() => {
		if (!open) return;
		const onKeyDown = (event) => {
			if (event.key !== "Escape") return;
			closeMenu();
			buttonRef.current?.focus();
		};
		const onPointerDown = (event) => {
			if (!rootRef.current?.contains(event.target)) closeMenu();
		};
		document.addEventListener("keydown", onKeyDown);
		document.addEventListener("pointerdown", onPointerDown);
		return () => {
			document.removeEventListener("keydown", onKeyDown);
			document.removeEventListener("pointerdown", onPointerDown);
		};
	}, [open, closeMenu]);
	const current = LOCALE_INFO[locale];
	const languageName = current.nativeName;
	const suffix = hash ? `#${hash}` : "";
	const choose = (code) => {
		chooseLanguage(code);
		buttonRef.current?.focus();
	};
	return /*#__PURE__*/ jsxs("div", {
		ref: rootRef,
		className: "fixed top-2 right-2 z-50 sm:top-3 sm:right-4",
		onBlur: (event) => {
			if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget)) closeMenu();
		},
		children: [/*#__PURE__*/ jsxs("button", {
			ref: buttonRef,
			type: "button",
			"aria-expanded": open,
			"aria-controls": menuId,
			"aria-label": $__i18n._({
				id: "Fy8fJu",
				values: { languageName }
			}),
			onClick: toggleMenu,
			className: "flex min-h-11 items-center gap-2 rounded-full border border-line bg-card/95 px-3 py-2 text-sm font-medium text-ink shadow-md backdrop-blur hover:bg-brand-50",
			children: [
				/*#__PURE__*/ jsx(Flag, { id: current.flag }),
				/*#__PURE__*/ jsx("span", {
					translate: "no",
					lang: current.tag,
					children: current.nativeName
				}),
				/*#__PURE__*/ jsx(ChevronDown, {
					"aria-hidden": "true",
					className: `size-4 transition-transform ${open ? "rotate-180" : ""}`
				})
			]
		}), /*#__PURE__*/ jsx("ul", {
			id: menuId,
			hidden: !open,
			className: "absolute right-0 mt-2 w-48 overflow-hidden rounded-xl border border-line bg-card py-1 shadow-lg",
			children: LOCALES.map((code) => {
				const info = LOCALE_INFO[code];
				return /*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsxs(PathLink, {
					href: `${localizePath(pathname, code)}${suffix}`,
					hrefLang: info.tag,
					lang: info.tag,
					"aria-current": code === locale ? "true" : void 0,
					onClick: () => choose(code),
					className: "flex min-h-11 items-center gap-3 px-4 py-2 text-ink hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800",
					children: [/*#__PURE__*/ jsx(Flag, { id: info.flag }), /*#__PURE__*/ jsx("span", {
						translate: "no",
						children: info.nativeName
					})]
				}) }, code);
			})
		})]
	});
}
// src/components/brand-icons.tsx
function Brand({ icon, className = "size-5" }) {
	return /*#__PURE__*/ jsx("svg", {
		viewBox: "0 0 24 24",
		className,
		"aria-hidden": "true",
		focusable: "false",
		fill: "currentColor",
		children: /*#__PURE__*/ jsx("path", { d: icon.path })
	});
}
var AppleIcon = (p) => /*#__PURE__*/ jsx(Brand, {
	icon: siApple,
	...p
});
var GooglePlayIcon = (p) => /*#__PURE__*/ jsx(Brand, {
	icon: siGoogleplay,
	...p
});
var InstagramIcon = (p) => /*#__PURE__*/ jsx(Brand, {
	icon: siInstagram,
	...p
});
var YouTubeIcon = (p) => /*#__PURE__*/ jsx(Brand, {
	icon: siYoutube,
	...p
});
// src/config/site.ts
var env = {
	"VITE_APP_NAME": "Selah",
	"VITE_SUPPORT_EMAIL": "support@example.com",
	"VITE_LEGAL_EMAIL": "legal@example.com",
	"VITE_APP_STORE_URL": "https://apps.apple.com/app/id0000000000",
	"VITE_PLAY_STORE_URL": "https://play.google.com/store/apps/details?id=com.example.selah",
	"VITE_INSTAGRAM_URL": "https://www.instagram.com/selah.app",
	"VITE_YOUTUBE_URL": "https://www.youtube.com/@selah.app",
	"VITE_STAT_ACTIVE_USERS": 5e4,
	"VITE_STAT_DAILY_VERSES": 1e4,
	"VITE_STAT_RATING": 4.9,
	"VITE_STAT_PRAYERS_SHARED": 25e3,
	"VITE_STAT_SUBSCRIBERS": 1e3,
	"VITE_PRIVACY_UPDATED": "2026-11-21",
	"VITE_TERMS_UPDATED": "2026-11-21"
};
/** Everything about the site that is not copy. Override with VITE_* variables (README). */ var siteConfig = {
	siteUrl: env.VITE_SITE_URL?.replace(/\/$/, ""),
	appName: env.VITE_APP_NAME,
	supportEmail: env.VITE_SUPPORT_EMAIL,
	legalEmail: env.VITE_LEGAL_EMAIL,
	stores: {
		appStore: env.VITE_APP_STORE_URL,
		googlePlay: env.VITE_PLAY_STORE_URL
	},
	social: {
		instagram: env.VITE_INSTAGRAM_URL,
		youtube: env.VITE_YOUTUBE_URL
	},
	stats: {
		activeUsers: env.VITE_STAT_ACTIVE_USERS,
		dailyVerses: env.VITE_STAT_DAILY_VERSES,
		rating: env.VITE_STAT_RATING,
		prayersShared: env.VITE_STAT_PRAYERS_SHARED,
		subscribers: env.VITE_STAT_SUBSCRIBERS
	},
	privacyUpdated: env.VITE_PRIVACY_UPDATED,
	termsUpdated: env.VITE_TERMS_UPDATED,
	copyrightYear: 2024,
	/** Support answers within this window, on business days. */ responseHours: {
		min: 24,
		max: 48
	}
};
/** `https://www.instagram.com/selah.app` → `@selah.app`. */ function socialHandle(url) {
	const last = new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
	return last.startsWith("@") ? last : `@${last}`;
}
// src/components/store-buttons.tsx
var buttonClass = "inline-flex min-h-12 items-center gap-3 rounded-xl bg-ink px-4 py-2 text-left text-white shadow-sm ring-1 ring-white/10 hover:bg-brand-900";
/** The App Store and Google Play download links. */ function StoreButtons({ className = "" }) {
	return /*#__PURE__*/ jsxs("div", {
		className: `flex flex-wrap gap-3 ${className}`,
		children: [/*#__PURE__*/ jsxs("a", {
			href: siteConfig.stores.appStore,
			className: buttonClass,
			rel: "noopener",
			children: [/*#__PURE__*/ jsx(AppleIcon, { className: "size-6" }), /*#__PURE__*/ jsx("span", {
				className: "leading-tight",
				children: /*#__PURE__*/ jsx(Trans, {
					id: "M2NdTr",
					components: {
						0: /*#__PURE__*/ jsx("span", { className: "block text-xs" }),
						1: /*#__PURE__*/ jsx("span", { className: "block text-base font-semibold" })
					}
				})
			})]
		}), /*#__PURE__*/ jsxs("a", {
			href: siteConfig.stores.googlePlay,
			className: buttonClass,
			rel: "noopener",
			children: [/*#__PURE__*/ jsx(GooglePlayIcon, { className: "size-6" }), /*#__PURE__*/ jsx("span", {
				className: "leading-tight",
				children: /*#__PURE__*/ jsx(Trans, {
					id: "pY+3Yi",
					components: {
						0: /*#__PURE__*/ jsx("span", { className: "block text-xs" }),
						1: /*#__PURE__*/ jsx("span", { className: "block text-base font-semibold" })
					}
				})
			})]
		})]
	});
}
// src/app/brand-mark.tsx
/** The app's mark: a flame over an open book. Decorative; the name is always beside it. */ function BrandMark({ className = "size-8" }) {
	return /*#__PURE__*/ jsxs("svg", {
		viewBox: "0 0 64 64",
		className,
		"aria-hidden": "true",
		focusable: "false",
		children: [
			/*#__PURE__*/ jsx("rect", {
				width: "64",
				height: "64",
				rx: "14",
				fill: "#3f2d76"
			}),
			/*#__PURE__*/ jsx("path", {
				d: "M32 12c-4 8-12 12-12 22a12 12 0 0 0 24 0c0-10-8-14-12-22z",
				fill: "#f6c453"
			}),
			/*#__PURE__*/ jsx("path", {
				d: "M32 52V30",
				stroke: "#3f2d76",
				strokeWidth: "3",
				strokeLinecap: "round"
			})
		]
	});
}
// src/app/landing-anchors.ts
/** The four landing navigation entries, shared by the header and the footer's quick links. */ var LANDING_ANCHORS = [
	{
		hash: "features",
		label: { id: "PpZkda" }
	},
	{
		hash: "screenshots",
		label: { id: "lqROaa" }
	},
	{
		hash: "testimonials",
		label: { id: "VUZDlr" }
	},
	{
		hash: "faq",
		label: { id: "/lDBHm" }
	}
];
// src/app/site-footer.tsx
var linkClass = "inline-flex min-h-8 items-center text-brand-100 underline-offset-4 hover:text-white hover:underline";
function FooterColumn({ title, children }) {
	return /*#__PURE__*/ jsxs("div", { children: [/*#__PURE__*/ jsx("h2", {
		className: "mb-3 text-sm font-semibold tracking-wide text-white uppercase",
		children: title
	}), /*#__PURE__*/ jsx("ul", {
		className: "space-y-1",
		children
	})] });
}
function SiteFooter() {
	const { i18n: $__i18n, i18n, _: $__ } = useLingui();
	const locale = useLocale();
	const params = useLangParams();
	const { appName, copyrightYear } = siteConfig;
	return /*#__PURE__*/ jsxs("footer", {
		className: "on-dark bg-brand-900 text-brand-100",
		children: [/*#__PURE__*/ jsxs("div", {
			className: "mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4",
			children: [
				/*#__PURE__*/ jsxs("div", {
					className: "lg:col-span-1",
					children: [
						/*#__PURE__*/ jsxs("p", {
							className: "flex items-center gap-2 text-xl font-bold text-white",
							children: [/*#__PURE__*/ jsx(BrandMark, {}), /*#__PURE__*/ jsx("span", {
								translate: "no",
								children: appName
							})]
						}),
						/*#__PURE__*/ jsx("p", {
							className: "mt-3",
							children: /*#__PURE__*/ jsx(Trans, { id: "q0uINT" })
						}),
						/*#__PURE__*/ jsxs("ul", {
							className: "mt-4 flex gap-2",
							"aria-label": $__i18n._({ id: "GUqjZ0" }),
							children: [/*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsxs("a", {
								href: siteConfig.social.instagram,
								className: "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20",
								rel: "noopener",
								children: [/*#__PURE__*/ jsx(InstagramIcon, {}), /*#__PURE__*/ jsx("span", {
									className: "sr-only",
									children: $__i18n._({
										id: "I6o7Fw",
										values: { appName }
									})
								})]
							}) }), /*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsxs("a", {
								href: siteConfig.social.youtube,
								className: "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20",
								rel: "noopener",
								children: [/*#__PURE__*/ jsx(YouTubeIcon, {}), /*#__PURE__*/ jsx("span", {
									className: "sr-only",
									children: $__i18n._({
										id: "/ThIVK",
										values: { appName }
									})
								})]
							}) })]
						})
					]
				}),
				/*#__PURE__*/ jsx("nav", {
					"aria-label": $__i18n._({ id: "ES7U36" }),
					children: /*#__PURE__*/ jsx(FooterColumn, {
						title: /*#__PURE__*/ jsx(Trans, { id: "ES7U36" }),
						children: LANDING_ANCHORS.map(({ hash, label }) => /*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsx(Link, {
							to: "/{-$lang}",
							params,
							hash,
							className: linkClass,
							children: i18n._(label)
						}) }, hash))
					})
				}),
				/*#__PURE__*/ jsx("nav", {
					"aria-label": $__i18n._({ id: "2uu7wh" }),
					children: /*#__PURE__*/ jsxs(FooterColumn, {
						title: /*#__PURE__*/ jsx(Trans, { id: "XYLcNv" }),
						children: [
							/*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsx(Link, {
								to: "/{-$lang}/support",
								params,
								className: linkClass,
								children: /*#__PURE__*/ jsx(Trans, { id: "mpby9d" })
							}) }),
							/*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsx(Link, {
								to: "/{-$lang}/privacy",
								params,
								className: linkClass,
								children: /*#__PURE__*/ jsx(Trans, { id: "ScJ9fj" })
							}) }),
							/*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsx(Link, {
								to: "/{-$lang}/terms",
								params,
								className: linkClass,
								children: /*#__PURE__*/ jsx(Trans, { id: "Emv+V7" })
							}) }),
							/*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsx(PathLink, {
								href: localizePath("/help", locale),
								className: linkClass,
								children: /*#__PURE__*/ jsx(Trans, { id: "gCf3FN" })
							}) })
						]
					})
				}),
				/*#__PURE__*/ jsxs("div", { children: [/*#__PURE__*/ jsx("h2", {
					className: "mb-3 text-sm font-semibold tracking-wide text-white uppercase",
					children: /*#__PURE__*/ jsx(Trans, { id: "818ldD" })
				}), /*#__PURE__*/ jsx(StoreButtons, { className: "flex-col items-start" })] })
			]
		}), /*#__PURE__*/ jsx("div", {
			className: "border-t border-white/10",
			children: /*#__PURE__*/ jsx("p", {
				className: "mx-auto max-w-6xl px-4 py-6 text-sm sm:px-6",
				children: /*#__PURE__*/ jsx(Trans, {
					id: "ibFcpB",
					values: {
						copyrightYear,
						appName
					}
				})
			})
		})]
	});
}
// src/app/site-header.tsx
/** The brand and the landing navigation. The language picker sits apart, fixed. */ function SiteHeader() {
	const { i18n: $__i18n, i18n, _: $__ } = useLingui();
	const params = useLangParams();
	const { appName } = siteConfig;
	return /*#__PURE__*/ jsx("header", {
		className: "border-b border-line bg-paper/90",
		children: /*#__PURE__*/ jsxs("div", {
			className: "mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-2 py-3 pr-4 pl-4 sm:pr-48 sm:pl-6",
			children: [/*#__PURE__*/ jsxs(Link, {
				to: "/{-$lang}",
				params,
				className: "flex min-h-11 items-center gap-2 text-xl font-bold text-brand-800",
				"aria-label": $__i18n._({
					id: "oqP58/",
					values: { appName }
				}),
				children: [/*#__PURE__*/ jsx(BrandMark, {}), /*#__PURE__*/ jsx("span", {
					translate: "no",
					children: appName
				})]
			}), /*#__PURE__*/ jsx("nav", {
				"aria-label": $__i18n._({ id: "D16asK" }),
				className: "w-full sm:w-auto",
				children: /*#__PURE__*/ jsx("ul", {
					className: "flex flex-wrap gap-x-5 gap-y-1",
					children: LANDING_ANCHORS.map(({ hash, label }) => /*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsx(Link, {
						to: "/{-$lang}",
						params,
						hash,
						className: "inline-flex min-h-11 items-center font-medium text-ink underline-offset-4 hover:text-brand-700 hover:underline",
						children: i18n._(label)
					}) }, hash))
				})
			})]
		})
	});
}
// src/app/root-layout.tsx
/** Every page: head tags, skip link, the fixed language picker, header, page, footer. */ function RootLayout() {
	return /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsx(HeadContent, {}),
		/*#__PURE__*/ jsx("a", {
			href: "#main",
			className: "sr-only z-[60] rounded-md bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2",
			children: /*#__PURE__*/ jsx(Trans, { id: "wELyS0" })
		}),
		/*#__PURE__*/ jsx(LanguagePicker, {}),
		/*#__PURE__*/ jsx(SiteHeader, {}),
		/*#__PURE__*/ jsx("main", {
			id: "main",
			tabIndex: -1,
			className: "min-h-[60vh] outline-none",
			children: /*#__PURE__*/ jsx(Outlet, {})
		}),
		/*#__PURE__*/ jsx(SiteFooter, {})
	] });
}
// src/app/not-found-page.tsx
/** The spec's 404 page: "404", "Oops! Page not found" and "Return to Home". */ function NotFoundPage() {
	const params = useLangParams();
	const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
	useEffect(() => {
		console.error("404 Error: User attempted to access non-existent route:", pathname);
	}, [pathname]);
	return /*#__PURE__*/ jsxs("div", {
		className: "mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center",
		children: [
			/*#__PURE__*/ jsx("p", {
				className: "text-7xl font-bold text-brand-800",
				children: /*#__PURE__*/ jsx(Trans, { id: "iAJgTr" })
			}),
			/*#__PURE__*/ jsx("h1", {
				className: "mt-4 text-2xl font-bold sm:text-3xl",
				children: /*#__PURE__*/ jsx(Trans, { id: "DhNqxD" })
			}),
			/*#__PURE__*/ jsx("p", {
				className: "mt-3 text-muted",
				children: /*#__PURE__*/ jsx(Trans, { id: "Hoa1US" })
			}),
			/*#__PURE__*/ jsx(Link, {
				to: "/{-$lang}",
				params,
				className: "mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900",
				children: /*#__PURE__*/ jsx(Trans, { id: "OYOJop" })
			})
		]
	});
}
// src/i18n/page-head.ts
var { appName: appName$4 } = siteConfig;
function tags(title, description) {
	return { meta: [{ title: i18n._(title) }, {
		name: "description",
		content: i18n._(description)
	}] };
}
/** The canonical URL of this page and its versions in the other languages, for search engines. */ function languageLinks(pathname) {
	const origin = siteConfig.siteUrl ?? (typeof window === "undefined" ? "" : window.location.origin);
	const url = (path) => `${origin}${path}`;
	return [
		{
			rel: "canonical",
			href: url(pathname)
		},
		...LOCALES.map((code) => ({
			rel: "alternate",
			hrefLang: LOCALE_INFO[code].tag,
			href: url(localizePath(pathname, code))
		})),
		{
			rel: "alternate",
			hrefLang: "x-default",
			href: url(localizePath(pathname, "pt"))
		}
	];
}
/** A route's `head` option: <title>, meta description and language links, in the active language. */ function pageHead(title, description) {
	return ({ match }) => ({
		...tags(title, description),
		links: languageLinks(match.pathname)
	});
}
var notFoundTitle = {
	id: "3ZUjUi",
	values: { appName: appName$4 }
};
var notFoundDescription = {
	id: "udtq1F",
	values: { appName: appName$4 }
};
var defaultTitle = {
	id: "GtibN5",
	values: { appName: appName$4 }
};
var defaultDescription = {
	id: "JWeRwV",
	values: { appName: appName$4 }
};
/** Root `head`: the 404 page's tags, or defaults that page routes override. */ function rootHead({ matches }) {
	if (!matches.some((m) => m.status === "notFound" || m._notFound === true)) return tags(defaultTitle, defaultDescription);
	return { meta: [...tags(notFoundTitle, notFoundDescription).meta, {
		name: "robots",
		content: "noindex"
	}] };
}
// src/routes/__root.tsx
var Route$5 = createRootRoute({
	beforeLoad: ({ location }) => ensureLocationLocale(location),
	head: rootHead,
	component: RootLayout,
	notFoundComponent: NotFoundPage,
	errorComponent: AppErrorPage
});
// src/routes/{-$lang}/route.tsx
var Route$4 = createFileRoute("/{-$lang}")({ beforeLoad: ({ params }) => assertLangParam(params.lang) });
// src/routes/{-$lang}/index.tsx
var $$splitComponentImporter$3 = () => import("./assets/_-_lang_-DnreH2a0.js");
var { appName: appName$3 } = siteConfig;
var Route$3 = createFileRoute("/{-$lang}/")({
	head: pageHead({
		id: "GtibN5",
		values: { appName: appName$3 }
	}, {
		id: "pU8rIz",
		values: { appName: appName$3 }
	}),
	component: lazyRouteComponent($$splitComponentImporter$3, "component")
});
// src/routes/{-$lang}/privacy.tsx
var $$splitComponentImporter$2 = () => import("./assets/privacy-CGpHBLhj.js");
var { appName: appName$2 } = siteConfig;
var Route$2 = createFileRoute("/{-$lang}/privacy")({
	head: pageHead({
		id: "JfLDKs",
		values: { appName: appName$2 }
	}, {
		id: "X12aZ5",
		values: { appName: appName$2 }
	}),
	component: lazyRouteComponent($$splitComponentImporter$2, "component")
});
// src/routes/{-$lang}/support.tsx
var $$splitComponentImporter$1 = () => import("./assets/support-8JvAV90C.js");
var { appName: appName$1 } = siteConfig;
var Route$1 = createFileRoute("/{-$lang}/support")({
	head: pageHead({
		id: "SAQm+/",
		values: { appName: appName$1 }
	}, {
		id: "KYstcL",
		values: { appName: appName$1 }
	}),
	component: lazyRouteComponent($$splitComponentImporter$1, "component")
});
// src/routes/{-$lang}/terms.tsx
var $$splitComponentImporter = () => import("./assets/terms-DZ9qt9Ac.js");
var { appName } = siteConfig;
var Route = createFileRoute("/{-$lang}/terms")({
	head: pageHead({
		id: "hPAPeb",
		values: { appName }
	}, {
		id: "A9H/Uz",
		values: { appName }
	}),
	component: lazyRouteComponent($$splitComponentImporter, "component")
});
// src/routeTree.gen.ts
var Char123LangChar125RouteRoute = Route$4.update({
	id: "/{-$lang}",
	path: "/{-$lang}",
	getParentRoute: () => Route$5
});
var Char123LangChar125IndexRoute = Route$3.update({
	id: "/",
	path: "/",
	getParentRoute: () => Char123LangChar125RouteRoute
});
var Char123LangChar125RouteRouteChildren = {
	Char123LangChar125PrivacyRoute: Route$2.update({
		id: "/privacy",
		path: "/privacy",
		getParentRoute: () => Char123LangChar125RouteRoute
	}),
	Char123LangChar125SupportRoute: Route$1.update({
		id: "/support",
		path: "/support",
		getParentRoute: () => Char123LangChar125RouteRoute
	}),
	Char123LangChar125TermsRoute: Route.update({
		id: "/terms",
		path: "/terms",
		getParentRoute: () => Char123LangChar125RouteRoute
	}),
	Char123LangChar125IndexRoute
};
var rootRouteChildren = { Char123LangChar125RouteRoute: Char123LangChar125RouteRoute._addFileChildren(Char123LangChar125RouteRouteChildren) };
var routeTree = Route$5._addFileChildren(rootRouteChildren)._addFileTypes();
// src/router.tsx
function createAppRouter(options = {}) {
	return createRouter({
		routeTree,
		history: options.history,
		scrollRestoration: true,
		defaultPreload: "intent"
	});
}
// src/entry-server.tsx
/**
* Renders one URL to HTML with the same route tree and components the browser hydrates.
* Lingui's `i18n` is one shared object: render pages one after another, never at once.
*/ async function render(url) {
	const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
	await activateLocaleForPath(url);
	await router.load();
	const html = renderToString(/*#__PURE__*/ jsx(StrictMode, { children: /*#__PURE__*/ jsx(I18nProvider, {
		i18n,
		children: /*#__PURE__*/ jsx(RouterServer, { router })
	}) }));
	return {
		status: router.state.statusCode,
		lang: i18n.locale,
		html
	};
}
export { useLangParams as a, LOCALE_INFO as c, InstagramIcon as i, contentLocale as l, siteConfig as n, useLocale as o, socialHandle as r, render, useSiteStore as s, StoreButtons as t };
