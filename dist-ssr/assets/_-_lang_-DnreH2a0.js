import { r as textLinkClass, t as buildMailto } from "./mailto-CVGpluDo.js";
import { c as LOCALE_INFO, l as contentLocale, n as siteConfig, o as useLocale, s as useSiteStore, t as StoreButtons } from "../entry-server.js";
import { a as TextField, i as useValidatedForm, n as newsletterSchema } from "./newsletter-schema-CZbNtSuT.js";
import { a as formatTimeOfDay, i as formatRating, r as formatPlus, t as formatCompactPlus } from "./format-CCAZc4UI.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Trans, useLingui } from "@lingui/react";
import { useId, useState } from "react";
import { Bell, BookOpen, ChevronDown, CloudDownload, CloudRain, Flame, HandHeart, Headphones, Heart, Highlighter, Lightbulb, NotebookPen, Smile, Star, Users } from "lucide-react";
// src/components/section-heading.tsx
/** The h2 of a home page section with an optional small line above and lead below. */ function SectionHeading({ id, eyebrow, title, lead, tone = "light" }) {
	const dark = tone === "dark";
	return /*#__PURE__*/ jsxs("div", {
		className: "mx-auto mb-10 max-w-2xl text-center",
		children: [
			eyebrow && /*#__PURE__*/ jsx("p", {
				className: `mb-2 text-sm font-semibold tracking-wide uppercase ${dark ? "text-gold" : "text-brand-700"}`,
				children: eyebrow
			}),
			/*#__PURE__*/ jsx("h2", {
				id,
				className: `text-3xl font-bold sm:text-4xl ${dark ? "text-white" : "text-ink"}`,
				children: title
			}),
			lead && /*#__PURE__*/ jsx("p", {
				className: `mt-4 text-lg ${dark ? "text-brand-100" : "text-muted"}`,
				children: lead
			})
		]
	});
}
// src/features/home/faq-section.tsx
var { appName } = siteConfig;
var FAQ = [
	{
		question: {
			id: "2Rk5r1",
			values: { appName }
		},
		answer: { id: "uWDNfT" }
	},
	{
		question: { id: "7EXMjs" },
		answer: { id: "l0+Fbt" }
	},
	{
		question: { id: "GfJa8D" },
		answer: { id: "pifyPd" }
	},
	{
		question: { id: "e2ZGkD" },
		answer: { id: "o4Al7f" }
	}
];
/** The WAI-ARIA accordion: at most one answer open; the open index lives in the store. */ function FaqSection() {
	const { i18n, _: $__ } = useLingui();
	const openIndex = useSiteStore((s) => s.openFaq);
	const toggle = useSiteStore((s) => s.toggleFaq);
	const baseId = useId();
	const { supportEmail } = siteConfig;
	return /*#__PURE__*/ jsx("section", {
		id: "faq",
		"aria-labelledby": "faq-title",
		className: "py-20",
		children: /*#__PURE__*/ jsxs("div", {
			className: "mx-auto max-w-3xl px-4 sm:px-6",
			children: [
				/*#__PURE__*/ jsx(SectionHeading, {
					id: "faq-title",
					eyebrow: /*#__PURE__*/ jsx(Trans, { id: "/lDBHm" }),
					title: /*#__PURE__*/ jsx(Trans, { id: "a3pVqb" })
				}),
				/*#__PURE__*/ jsx("div", {
					className: "divide-y divide-line rounded-2xl bg-card shadow-sm ring-1 ring-line",
					children: FAQ.map(({ question, answer }, index) => {
						const open = openIndex === index;
						const buttonId = `${baseId}-q${index}`;
						const panelId = `${baseId}-a${index}`;
						return /*#__PURE__*/ jsxs("div", { children: [/*#__PURE__*/ jsx("h3", { children: /*#__PURE__*/ jsxs("button", {
							id: buttonId,
							type: "button",
							"aria-expanded": open,
							"aria-controls": panelId,
							onClick: () => toggle(index),
							className: "flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50",
							children: [i18n._(question), /*#__PURE__*/ jsx(ChevronDown, {
								"aria-hidden": "true",
								className: `size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`
							})]
						}) }), /*#__PURE__*/ jsx("div", {
							id: panelId,
							role: "region",
							"aria-labelledby": buttonId,
							hidden: !open,
							className: "px-5 pb-5 text-muted",
							children: /*#__PURE__*/ jsx("p", { children: i18n._(answer) })
						})] }, index);
					})
				}),
				/*#__PURE__*/ jsx("p", {
					className: "mt-8 text-center text-muted",
					children: /*#__PURE__*/ jsx(Trans, {
						id: "fCzPlR",
						components: { 0: /*#__PURE__*/ jsx("a", {
							href: buildMailto(supportEmail),
							className: textLinkClass
						}) }
					})
				})
			]
		})
	});
}
// src/features/home/features-section.tsx
var FEATURES = [
	{
		id: "mood",
		Icon: Smile,
		title: { id: "haKO+a" },
		body: { id: "jKN8su" },
		availability: { id: "2POOFK" }
	},
	{
		id: "meditation",
		Icon: Headphones,
		title: { id: "mVHhnK" },
		body: { id: "KrWLIn" },
		availability: { id: "pb8m4J" }
	},
	{
		id: "bible",
		Icon: BookOpen,
		title: { id: "vQiApH" },
		body: { id: "NQGyR1" },
		availability: { id: "VV6vtn" }
	},
	{
		id: "journal",
		Icon: NotebookPen,
		title: { id: "/wIZp7" },
		body: { id: "mjAAm6" },
		availability: { id: "V6hcbp" }
	},
	{
		id: "community",
		Icon: Users,
		title: { id: "GMmTVw" },
		body: { id: "jJB+YF" },
		availability: { id: "2POOFK" }
	}
];
function FeaturesSection() {
	const { i18n, _: $__ } = useLingui();
	return /*#__PURE__*/ jsx("section", {
		id: "features",
		"aria-labelledby": "features-title",
		className: "py-20",
		children: /*#__PURE__*/ jsxs("div", {
			className: "mx-auto max-w-6xl px-4 sm:px-6",
			children: [/*#__PURE__*/ jsx(SectionHeading, {
				id: "features-title",
				eyebrow: /*#__PURE__*/ jsx(Trans, { id: "PpZkda" }),
				title: /*#__PURE__*/ jsx(Trans, { id: "Uo6rRe" }),
				lead: /*#__PURE__*/ jsx(Trans, { id: "uvBBcK" })
			}), /*#__PURE__*/ jsx("ul", {
				className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
				children: FEATURES.map(({ id, Icon, title, body, availability }) => /*#__PURE__*/ jsxs("li", {
					className: "flex flex-col rounded-2xl bg-card p-6 shadow-sm ring-1 ring-line",
					children: [
						/*#__PURE__*/ jsx("span", {
							className: "mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800",
							children: /*#__PURE__*/ jsx(Icon, {
								"aria-hidden": "true",
								className: "size-6"
							})
						}),
						/*#__PURE__*/ jsx("h3", {
							className: "text-xl font-semibold text-brand-900",
							children: i18n._(title)
						}),
						/*#__PURE__*/ jsx("p", {
							className: "mt-2 flex-1 text-muted",
							children: i18n._(body)
						}),
						/*#__PURE__*/ jsx("p", {
							className: "mt-4 text-sm font-semibold text-gold-700",
							children: i18n._(availability)
						})
					]
				}, id))
			})]
		})
	});
}
// src/content/verses.ts
var BIBLE_TRANSLATIONS = {
	en: {
		name: "World English Bible",
		abbr: "WEB"
	},
	pt: {
		name: "Almeida 1911 (ortografia atualizada)",
		abbr: "Almeida 1911"
	},
	es: {
		name: "Reina-Valera 1909",
		abbr: "RV1909"
	},
	fr: {
		name: "Louis Segond 1910",
		abbr: "LSG"
	},
	de: {
		name: "Lutherbibel 1912",
		abbr: "Luther 1912"
	}
};
var VERSES = {
	/** PSA.118.24: mood: happy */ happy: {
		en: {
			reference: "Psalm 118:24",
			text: "This is the day that the LORD has made. We will rejoice and be glad in it!"
		},
		pt: {
			reference: "Salmos 118:24",
			text: "Este é o dia que fez o Senhor: regozijemo-nos, e alegremo-nos nele."
		},
		es: {
			reference: "Salmo 118:24",
			text: "Este es el día que hizo Jehová: nos gozaremos y alegraremos en él."
		},
		fr: {
			reference: "Psaume 118:24",
			text: "C'est ici la journée que l'Éternel a faite: Qu'elle soit pour nous un sujet d'allégresse et de joie!"
		},
		de: {
			reference: "Psalm 118,24",
			text: "Dies ist der Tag, den der HERR macht; lasset uns freuen und fröhlich darinnen sein."
		}
	},
	/** MAT.11.28: mood: worried */ worried: {
		en: {
			reference: "Matthew 11:28",
			text: "Come to me, all you who labor and are heavily burdened, and I will give you rest."
		},
		pt: {
			reference: "Mateus 11:28",
			text: "Vinde a mim, todos os que estais cansados e oprimidos, e eu vos aliviarei."
		},
		es: {
			reference: "Mateo 11:28",
			text: "Venid á mí todos los que estáis trabajados y cargados, que yo os haré descansar."
		},
		fr: {
			reference: "Matthieu 11:28",
			text: "Venez à moi, vous tous qui êtes fatigués et chargés, et je vous donnerai du repos."
		},
		de: {
			reference: "Matthäus 11,28",
			text: "Kommet her zu mir alle, die ihr mühselig und beladen seid; ich will euch erquicken."
		}
	},
	/** 1TH.5.18: mood: grateful */ grateful: {
		en: {
			reference: "1 Thessalonians 5:18",
			text: "In everything give thanks, for this is the will of God in Christ Jesus toward you."
		},
		pt: {
			reference: "1 Tessalonicenses 5:18",
			text: "Em tudo dai graças; porque esta é a vontade de Deus em Cristo Jesus para convosco."
		},
		es: {
			reference: "1 Tesalonicenses 5:18",
			text: "Dad gracias en todo; porque esta es la voluntad de Dios para con vosotros en Cristo Jesús."
		},
		fr: {
			reference: "1 Thessaloniciens 5:18",
			text: "Rendez grâces en toutes choses, car c'est à votre égard la volonté de Dieu en Jésus-Christ."
		},
		de: {
			reference: "1. Thessalonicher 5,18",
			text: "Seid dankbar in allen Dingen; denn das ist der Wille Gottes in Christo Jesu an euch."
		}
	},
	/** LAM.3.22-23: mood: thoughtful */ thoughtful: {
		en: {
			reference: "Lamentations 3:22–23",
			text: "It is because of the LORD’s loving kindnesses that we are not consumed, because his mercies don’t fail. They are new every morning. Great is your faithfulness."
		},
		pt: {
			reference: "Lamentações 3:22-23",
			text: "As misericórdias do Senhor são a causa de não sermos consumidos; porque as suas misericórdias não têm fim. Novas são cada manhã; grande é a tua fidelidade."
		},
		es: {
			reference: "Lamentaciones 3:22-23",
			text: "Es por la misericordia de Jehová que no somos consumidos, porque nunca decayeron sus misericordias. Nuevas son cada mañana; grande es tu fidelidad."
		},
		fr: {
			reference: "Lamentations 3:22-23",
			text: "Les bontés de l'Éternel ne sont pas épuisées, Ses compassions ne sont pas à leur terme; Elles se renouvellent chaque matin. Oh! que ta fidélité est grande!"
		},
		de: {
			reference: "Klagelieder 3,22-23",
			text: "Die Güte des HERRN ist's, daß wir nicht gar aus sind; seine Barmherzigkeit hat noch kein Ende, sondern sie ist alle Morgen neu, und deine Treue ist groß."
		}
	},
	/** PHP.4.6-7: daily devotional sample */ devotional: {
		en: {
			reference: "Philippians 4:6–7",
			text: "In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God. And the peace of God, which surpasses all understanding, will guard your hearts and your thoughts in Christ Jesus."
		},
		pt: {
			reference: "Filipenses 4:6-7",
			text: "De nada estejais solícitos: antes as vossas petições sejam em tudo conhecidas diante de Deus pela oração e súplicas com ação de graças. E a paz de Deus, que excede todo o entendimento, guardará os vossos corações e os vossos sentimentos em Cristo Jesus."
		},
		es: {
			reference: "Filipenses 4:6-7",
			text: "Por nada estéis afanosos; sino sean notorias vuestras peticiones delante de Dios en toda oración y ruego, con hacimiento de gracias. Y la paz de Dios, que sobrepuja todo entendimiento, guardará vuestros corazones y vuestros entendimientos en Cristo Jesús."
		},
		fr: {
			reference: "Philippiens 4:6-7",
			text: "Ne vous inquiétez de rien; mais en toute chose faites connaître vos besoins à Dieu par des prières et des supplications, avec des actions de grâces. Et la paix de Dieu, qui surpasse toute intelligence, gardera vos cœurs et vos pensées en Jésus-Christ."
		},
		de: {
			reference: "Philipper 4,6-7",
			text: "Sorget nichts! sondern in allen Dingen lasset eure Bitten im Gebet und Flehen mit Danksagung vor Gott kund werden. Und der Friede Gottes, welcher höher ist denn alle Vernunft, bewahre eure Herzen und Sinne in Christo Jesu!"
		}
	},
	/** PSA.119.105: interactive Bible sample */ bible: {
		en: {
			reference: "Psalm 119:105",
			text: "Your word is a lamp to my feet, and a light for my path."
		},
		pt: {
			reference: "Salmos 119:105",
			text: "A tua palavra é uma lâmpada para os meus pés e uma luz para o meu caminho."
		},
		es: {
			reference: "Salmo 119:105",
			text: "Lámpara es á mis pies tu palabra, y lumbrera á mi camino."
		},
		fr: {
			reference: "Psaume 119:105",
			text: "Ta parole est une lampe à mes pieds, Et une lumière sur mon sentier."
		},
		de: {
			reference: "Psalm 119,105",
			text: "Dein Wort ist meines Fußes Leuchte und ein Licht auf meinem Wege."
		}
	}
};
// src/features/home/screenshots/use-verse.ts
/** A verse in the page's language, from the project's public-domain texts. */ function useVerse(key) {
	return VERSES[key][contentLocale(useLocale())];
}
// src/features/home/screenshots/devotional-screen.tsx
var BASE_LIKES = 128;
/**
* The daily devotional sample: a verse, its reference, a reflection and a like toggle.
* `still` draws it as a picture (the hero's phone): the like count shows, without a control.
*/ function DevotionalScreen({ still = false }) {
	const verse = useVerse("devotional");
	const [liked, setLiked] = useState(false);
	const likes = BASE_LIKES + (liked ? 1 : 0);
	return /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsx("p", {
			className: "text-xs font-semibold tracking-wide text-brand-700 uppercase",
			children: /*#__PURE__*/ jsx(Trans, { id: "UZDHOi" })
		}),
		/*#__PURE__*/ jsx("blockquote", {
			"data-scripture": true,
			className: "quoted mt-2 font-serif text-[0.95rem] leading-snug text-ink",
			children: verse.text
		}),
		/*#__PURE__*/ jsx("p", {
			"data-scripture": true,
			className: "mt-2 text-xs font-semibold text-brand-800",
			children: verse.reference
		}),
		/*#__PURE__*/ jsx("h4", {
			className: "mt-4 font-semibold text-ink",
			children: /*#__PURE__*/ jsx(Trans, { id: "hyAfBU" })
		}),
		/*#__PURE__*/ jsx("p", {
			className: "mt-1 text-muted",
			children: /*#__PURE__*/ jsx(Trans, { id: "Z65PWy" })
		}),
		/*#__PURE__*/ jsxs("div", {
			className: "mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4",
			children: [still ? /*#__PURE__*/ jsx(Heart, {
				"aria-hidden": "true",
				className: "size-5 text-danger"
			}) : /*#__PURE__*/ jsxs("button", {
				type: "button",
				"aria-pressed": liked,
				onClick: () => setLiked((on) => !on),
				className: "inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-card px-3 font-medium whitespace-nowrap text-ink hover:bg-brand-50 aria-pressed:border-danger aria-pressed:text-danger",
				children: [/*#__PURE__*/ jsx(Heart, {
					"aria-hidden": "true",
					className: `size-5 ${liked ? "fill-current" : ""}`
				}), /*#__PURE__*/ jsx(Trans, { id: "W9FRBT" })]
			}), /*#__PURE__*/ jsx("span", {
				className: "text-muted",
				children: /*#__PURE__*/ jsx(Trans, {
					id: "+dVuro",
					values: { likes }
				})
			})]
		})
	] });
}
// src/features/home/screenshots/phone-frame.tsx
/** A phone drawn in CSS around an app screen built in HTML. */ function PhoneFrame({ children, size = "md", grow = false, label }) {
	return /*#__PURE__*/ jsx("div", {
		className: `${size === "lg" ? "w-[17.5rem] sm:w-[19rem]" : "w-full max-w-[16.5rem]"} ${grow ? "flex-1" : ""} flex flex-col rounded-[2.4rem] bg-ink p-2.5 shadow-2xl ring-1 ring-black/20`,
		...label ? {
			role: "img",
			"aria-label": label
		} : {},
		children: /*#__PURE__*/ jsxs("div", {
			className: "relative flex min-h-[27rem] flex-1 flex-col overflow-hidden rounded-[1.9rem] bg-paper",
			children: [/*#__PURE__*/ jsx("div", {
				className: "mx-auto mt-2 h-5 w-24 shrink-0 rounded-full bg-ink",
				"aria-hidden": "true"
			}), /*#__PURE__*/ jsx("div", {
				className: "flex flex-1 flex-col px-4 pt-3 pb-5 text-left text-sm",
				children
			})]
		})
	});
}
// src/features/home/screenshots/hero-phone.tsx
/** The hero's phone: the daily devotional screen, as a picture. */ function HeroPhone() {
	const { i18n: $__i18n, _: $__ } = useLingui();
	return /*#__PURE__*/ jsx(PhoneFrame, {
		size: "lg",
		label: $__i18n._({ id: "YRjb3u" }),
		children: /*#__PURE__*/ jsx(DevotionalScreen, { still: true })
	});
}
// src/features/home/hero-section.tsx
function HeroSection() {
	const { appName } = siteConfig;
	return /*#__PURE__*/ jsx("section", {
		"aria-labelledby": "hero-title",
		className: "overflow-hidden bg-gradient-to-b from-brand-50 to-paper",
		children: /*#__PURE__*/ jsxs("div", {
			className: "mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20",
			children: [/*#__PURE__*/ jsxs("div", { children: [
				/*#__PURE__*/ jsx("h1", {
					id: "hero-title",
					className: "text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl",
					children: /*#__PURE__*/ jsx(Trans, { id: "zWtWgs" })
				}),
				/*#__PURE__*/ jsx("p", {
					className: "mt-4 text-xl font-medium text-brand-700",
					children: /*#__PURE__*/ jsx(Trans, { id: "v/wu7Z" })
				}),
				/*#__PURE__*/ jsx("p", {
					className: "mt-4 text-lg text-muted",
					children: /*#__PURE__*/ jsx(Trans, {
						id: "m9Chdv",
						values: { appName }
					})
				}),
				/*#__PURE__*/ jsx(StoreButtons, { className: "mt-8" })
			] }), /*#__PURE__*/ jsx("div", {
				className: "flex justify-center",
				children: /*#__PURE__*/ jsx(HeroPhone, {})
			})]
		})
	});
}
// src/features/home/newsletter-section.tsx
/** Nothing is sent anywhere: the spec logs the address and clears the field. */ function subscribe({ email }) {
	console.log("Newsletter signup:", email);
}
function NewsletterSection() {
	const { i18n: $__i18n, _: $__ } = useLingui();
	const locale = useLocale();
	const { register, formProps, errorOf, sent } = useValidatedForm(newsletterSchema, { email: "" }, subscribe);
	const count = formatPlus(siteConfig.stats.subscribers, locale);
	return /*#__PURE__*/ jsx("section", {
		id: "newsletter",
		"aria-labelledby": "newsletter-title",
		className: "bg-brand-50 py-20",
		children: /*#__PURE__*/ jsxs("div", {
			className: "mx-auto max-w-xl px-4 text-center sm:px-6",
			children: [
				/*#__PURE__*/ jsx("h2", {
					id: "newsletter-title",
					className: "text-3xl font-bold text-ink sm:text-4xl",
					children: /*#__PURE__*/ jsx(Trans, { id: "eiQep+" })
				}),
				/*#__PURE__*/ jsx("p", {
					className: "mt-4 text-lg text-muted",
					children: /*#__PURE__*/ jsx(Trans, { id: "9UEaMz" })
				}),
				/*#__PURE__*/ jsxs("form", {
					...formProps,
					className: "mt-8 text-left",
					"aria-labelledby": "newsletter-title",
					children: [/*#__PURE__*/ jsxs("div", {
						className: "flex flex-col gap-3 sm:flex-row sm:items-start",
						children: [/*#__PURE__*/ jsx(TextField, {
							className: "flex-1",
							label: /*#__PURE__*/ jsx(Trans, { id: "7bF4gg" }),
							type: "email",
							autoComplete: "email",
							maxLength: 254,
							registration: register("email"),
							error: errorOf("email")
						}), /*#__PURE__*/ jsx("button", {
							type: "submit",
							className: "min-h-12 rounded-lg bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 sm:mt-8",
							children: /*#__PURE__*/ jsx(Trans, { id: "EDl9kS" })
						})]
					}), /*#__PURE__*/ jsx("p", {
						role: "status",
						className: "mt-3 min-h-6 font-medium text-success",
						children: sent ? $__i18n._({ id: "CjVpnl" }) : ""
					})]
				}),
				/*#__PURE__*/ jsxs("ul", {
					className: "mt-4 space-y-1 text-sm text-muted",
					children: [
						/*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsx(Trans, { id: "C12ucV" }) }),
						/*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsx(Trans, { id: "JcrKwa" }) }),
						/*#__PURE__*/ jsx("li", {
							className: "font-semibold text-brand-800",
							children: /*#__PURE__*/ jsx(Trans, {
								id: "Ts/ep8",
								values: { count }
							})
						})
					]
				})
			]
		})
	});
}
// src/features/home/screenshots/bible-screen.tsx
/** The interactive Bible: a chapter with the highlighted verse and reading tools. */ function BibleScreen() {
	const verse = useVerse("bible");
	const chapter = verse.reference.replace(/[:,]\d.*$/, "");
	const number = verse.reference.match(/[:,](\d+)/)?.[1] ?? "";
	return /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsx("p", {
			"data-scripture": true,
			className: "font-serif text-lg font-semibold text-brand-900",
			children: chapter
		}),
		/*#__PURE__*/ jsxs("div", {
			className: "mt-3 space-y-2 text-muted",
			"aria-hidden": "true",
			children: [
				/*#__PURE__*/ jsx("div", { className: "h-2 w-full rounded bg-line" }),
				/*#__PURE__*/ jsx("div", { className: "h-2 w-11/12 rounded bg-line" }),
				/*#__PURE__*/ jsx("div", { className: "h-2 w-4/5 rounded bg-line" })
			]
		}),
		/*#__PURE__*/ jsxs("p", {
			"data-scripture": true,
			className: "mt-4 rounded-lg bg-gold/40 p-3 font-serif leading-snug text-ink",
			children: [/*#__PURE__*/ jsx("sup", {
				className: "mr-1 font-sans text-xs font-bold text-brand-800",
				children: number
			}), verse.text]
		}),
		/*#__PURE__*/ jsxs("div", {
			className: "mt-3 space-y-2",
			"aria-hidden": "true",
			children: [/*#__PURE__*/ jsx("div", { className: "h-2 w-full rounded bg-line" }), /*#__PURE__*/ jsx("div", { className: "h-2 w-3/4 rounded bg-line" })]
		}),
		/*#__PURE__*/ jsxs("ul", {
			className: "mt-auto grid grid-cols-3 gap-2 pt-5 text-center text-xs text-ink",
			children: [
				/*#__PURE__*/ jsxs("li", {
					className: "flex flex-col items-center gap-1 rounded-lg bg-card p-2 ring-1 ring-line",
					children: [/*#__PURE__*/ jsx(Highlighter, {
						"aria-hidden": "true",
						className: "size-4 text-brand-700"
					}), /*#__PURE__*/ jsx(Trans, { id: "gtEbeW" })]
				}),
				/*#__PURE__*/ jsxs("li", {
					className: "flex flex-col items-center gap-1 rounded-lg bg-card p-2 ring-1 ring-line",
					children: [/*#__PURE__*/ jsx(NotebookPen, {
						"aria-hidden": "true",
						className: "size-4 text-brand-700"
					}), /*#__PURE__*/ jsx(Trans, { id: "KiJn9B" })]
				}),
				/*#__PURE__*/ jsxs("li", {
					className: "flex flex-col items-center gap-1 rounded-lg bg-card p-2 ring-1 ring-line",
					children: [/*#__PURE__*/ jsx(CloudDownload, {
						"aria-hidden": "true",
						className: "size-4 text-brand-700"
					}), /*#__PURE__*/ jsx(Trans, { id: "6Aih4U" })]
				})
			]
		})
	] });
}
// src/features/home/screenshots/grow-screen.tsx
/** The sample reminder: an enabled flag and a time. */ var REMINDER = {
	enabled: true,
	hours: 7,
	minutes: 0
};
var STREAK_DAYS = 12;
var WEEK_DONE = [
	true,
	true,
	true,
	true,
	true,
	false,
	false
];
/** Growth: a prayer streak, this week's days and the daily reminder switch. */ function GrowScreen() {
	const locale = useLocale();
	const [enabled, setEnabled] = useState(REMINDER.enabled);
	const labelId = useId();
	const streak = STREAK_DAYS;
	const done = WEEK_DONE.filter(Boolean).length;
	const weekdays = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, {
		weekday: "narrow",
		timeZone: "UTC"
	}).format(new Date(Date.UTC(2024, 0, 1 + i))));
	const time = `${String(REMINDER.hours).padStart(2, "0")}:${String(REMINDER.minutes).padStart(2, "0")}`;
	return /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsxs("div", {
			className: "flex items-center gap-3 rounded-2xl bg-brand-800 p-4 text-white",
			children: [/*#__PURE__*/ jsx(Flame, {
				"aria-hidden": "true",
				className: "size-8 text-gold"
			}), /*#__PURE__*/ jsx("p", {
				className: "text-base leading-tight font-semibold",
				children: /*#__PURE__*/ jsx(Trans, {
					id: "K4r/0O",
					values: { streak }
				})
			})]
		}),
		/*#__PURE__*/ jsx("p", {
			className: "mt-4 font-medium text-ink",
			children: /*#__PURE__*/ jsx(Trans, {
				id: "33fBuR",
				values: { done }
			})
		}),
		/*#__PURE__*/ jsx("ol", {
			className: "mt-2 grid grid-cols-7 gap-1 text-center text-xs",
			"aria-hidden": "true",
			children: weekdays.map((day, i) => /*#__PURE__*/ jsx("li", {
				className: `rounded-md py-1.5 font-semibold ${WEEK_DONE[i] ? "bg-gold text-ink" : "bg-line text-muted"}`,
				children: day
			}, i))
		}),
		/*#__PURE__*/ jsxs("div", {
			className: "mt-auto flex items-center justify-between gap-3 rounded-xl bg-card p-3 ring-1 ring-line",
			children: [/*#__PURE__*/ jsxs("span", {
				className: "flex items-center gap-2",
				children: [/*#__PURE__*/ jsx(Bell, {
					"aria-hidden": "true",
					className: "size-4 shrink-0 text-brand-700"
				}), /*#__PURE__*/ jsxs("span", { children: [/*#__PURE__*/ jsx("span", {
					id: labelId,
					className: "block font-medium text-ink",
					children: /*#__PURE__*/ jsx(Trans, { id: "7cFjHo" })
				}), /*#__PURE__*/ jsx("time", {
					dateTime: time,
					className: "text-muted",
					children: formatTimeOfDay(REMINDER.hours, REMINDER.minutes, locale)
				})] })]
			}), /*#__PURE__*/ jsx("button", {
				type: "button",
				role: "switch",
				"aria-checked": enabled,
				"aria-labelledby": labelId,
				onClick: () => setEnabled((on) => !on),
				className: `relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${enabled ? "bg-brand-700" : "bg-[#8a8398]"}`,
				children: /*#__PURE__*/ jsx("span", { className: `inline-block size-5 rounded-full bg-white shadow transition-transform ${enabled ? "translate-x-6" : "translate-x-1"}` })
			})]
		})
	] });
}
// src/features/home/screenshots/mood-screen.tsx
var MOODS = [
	{
		id: "happy",
		Icon: Smile,
		label: { id: "halrRh" }
	},
	{
		id: "worried",
		Icon: CloudRain,
		label: { id: "1FJ//a" }
	},
	{
		id: "grateful",
		Icon: HandHeart,
		label: { id: "MxzXld" }
	},
	{
		id: "thoughtful",
		Icon: Lightbulb,
		label: { id: "gjMH2m" }
	}
];
function MoodVerse({ mood }) {
	const verse = useVerse(mood);
	return /*#__PURE__*/ jsxs("div", {
		className: "rounded-2xl bg-brand-800 p-4 text-white",
		children: [/*#__PURE__*/ jsx("p", {
			"data-scripture": true,
			className: "quoted font-serif leading-snug",
			children: verse.text
		}), /*#__PURE__*/ jsx("p", {
			"data-scripture": true,
			className: "mt-2 text-xs font-semibold text-brand-100",
			children: verse.reference
		})]
	});
}
/** The mood picker sample: four toggle buttons; choosing one shows a verse for it. */ function MoodScreen() {
	const { i18n, _: $__ } = useLingui();
	const [mood, setMood] = useState(null);
	return /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsx("p", {
			className: "font-semibold text-ink",
			children: /*#__PURE__*/ jsx(Trans, { id: "7DKuk3" })
		}),
		/*#__PURE__*/ jsx("div", {
			className: "mt-3 grid grid-cols-2 gap-2",
			children: MOODS.map(({ id, Icon, label }) => /*#__PURE__*/ jsxs("button", {
				type: "button",
				"aria-pressed": mood === id,
				onClick: () => setMood((current) => current === id ? null : id),
				className: "flex min-h-11 min-w-0 flex-col items-center gap-1 rounded-xl border border-line bg-card px-1 py-2 text-center text-[0.8125rem] leading-tight font-medium break-words text-ink hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-100",
				children: [/*#__PURE__*/ jsx(Icon, {
					"aria-hidden": "true",
					className: "size-5 shrink-0 text-brand-700"
				}), i18n._(label)]
			}, id))
		}),
		/*#__PURE__*/ jsx("div", {
			className: "mt-4",
			"aria-live": "polite",
			children: mood ? /*#__PURE__*/ jsx(MoodVerse, { mood }) : /*#__PURE__*/ jsx("p", {
				className: "rounded-2xl border border-dashed border-[#8a8398] p-4 text-muted",
				children: /*#__PURE__*/ jsx(Trans, { id: "36DJO+" })
			})
		})
	] });
}
// src/features/home/screenshots/screenshots-section.tsx
var SCREENS = [
	{
		id: "bible",
		title: { id: "vQiApH" },
		caption: { id: "YxquXF" },
		Screen: BibleScreen
	},
	{
		id: "grow",
		title: { id: "a46qt5" },
		caption: { id: "GUrBjX" },
		Screen: GrowScreen
	},
	{
		id: "devotional",
		title: { id: "ITzKnW" },
		caption: { id: "XtP9Pe" },
		Screen: DevotionalScreen
	},
	{
		id: "mood",
		title: { id: "HmUjIU" },
		caption: { id: "eSALRW" },
		Screen: MoodScreen
	}
];
function ScreenshotsSection() {
	const { i18n, _: $__ } = useLingui();
	const translation = BIBLE_TRANSLATIONS[contentLocale(useLocale())];
	const bibleName = `${translation.name} (${translation.abbr})`;
	return /*#__PURE__*/ jsx("section", {
		id: "screenshots",
		"aria-labelledby": "screenshots-title",
		className: "bg-brand-50 py-20",
		children: /*#__PURE__*/ jsxs("div", {
			className: "mx-auto max-w-6xl px-4 sm:px-6",
			children: [
				/*#__PURE__*/ jsx(SectionHeading, {
					id: "screenshots-title",
					eyebrow: /*#__PURE__*/ jsx(Trans, { id: "8qxUhx" }),
					title: /*#__PURE__*/ jsx(Trans, { id: "ELciF6" }),
					lead: /*#__PURE__*/ jsx(Trans, { id: "euk2Ln" })
				}),
				/*#__PURE__*/ jsx("ul", {
					className: "grid gap-10 sm:grid-cols-2 lg:grid-cols-4",
					children: SCREENS.map(({ id, title, caption, Screen }) => /*#__PURE__*/ jsxs("li", {
						className: "flex flex-col items-center text-center",
						children: [
							/*#__PURE__*/ jsx("h3", {
								className: "text-xl font-semibold text-brand-900",
								children: i18n._(title)
							}),
							/*#__PURE__*/ jsx("p", {
								className: "mt-1 mb-5 text-muted",
								children: i18n._(caption)
							}),
							/*#__PURE__*/ jsx(PhoneFrame, {
								grow: true,
								children: /*#__PURE__*/ jsx(Screen, {})
							})
						]
					}, id))
				}),
				/*#__PURE__*/ jsx("p", {
					className: "mt-10 text-center text-xs text-muted",
					children: /*#__PURE__*/ jsx(Trans, {
						id: "53UPTS",
						values: { bibleName }
					})
				})
			]
		})
	});
}
// src/features/home/testimonials-section.tsx
var TESTIMONIALS = [
	{
		id: "mariana",
		quote: { id: "ABI08h" },
		author: { id: "iEYY3T" },
		role: { id: "m7G/Tr" }
	},
	{
		id: "daniel",
		quote: { id: "PBOD2e" },
		author: { id: "1lUW+o" },
		role: { id: "iy5fSS" }
	},
	{
		id: "esther",
		quote: { id: "aQirht" },
		author: { id: "9YqG2g" },
		role: { id: "W56Gyk" }
	}
];
function Statistics() {
	const locale = useLocale();
	const { stats } = siteConfig;
	const items = [
		{
			id: "users",
			value: formatCompactPlus(stats.activeUsers, locale),
			label: /*#__PURE__*/ jsx(Trans, { id: "k0yDot" })
		},
		{
			id: "verses",
			value: formatCompactPlus(stats.dailyVerses, locale),
			label: /*#__PURE__*/ jsx(Trans, { id: "SuWWe+" })
		},
		{
			id: "rating",
			value: formatRating(stats.rating, locale),
			label: /*#__PURE__*/ jsx(Trans, { id: "3XAt2r" }),
			star: true
		},
		{
			id: "prayers",
			value: formatCompactPlus(stats.prayersShared, locale),
			label: /*#__PURE__*/ jsx(Trans, { id: "g+2w4U" })
		}
	];
	return /*#__PURE__*/ jsx("dl", {
		className: "mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4",
		children: items.map(({ id, value, label, star }) => /*#__PURE__*/ jsxs("div", {
			className: "flex flex-col-reverse items-center rounded-2xl bg-white/10 p-5 text-center",
			children: [/*#__PURE__*/ jsx("dt", {
				className: "mt-1 text-sm text-brand-100",
				children: label
			}), /*#__PURE__*/ jsxs("dd", {
				className: "flex items-center gap-1 text-3xl font-bold text-white",
				children: [value, star && /*#__PURE__*/ jsx(Star, {
					"aria-hidden": "true",
					className: "size-6 fill-gold text-gold"
				})]
			})]
		}, id))
	});
}
function TestimonialsSection() {
	const { i18n, _: $__ } = useLingui();
	return /*#__PURE__*/ jsx("section", {
		id: "testimonials",
		"aria-labelledby": "testimonials-title",
		className: "on-dark bg-brand-900 py-20",
		children: /*#__PURE__*/ jsxs("div", {
			className: "mx-auto max-w-6xl px-4 sm:px-6",
			children: [
				/*#__PURE__*/ jsx(SectionHeading, {
					id: "testimonials-title",
					tone: "dark",
					eyebrow: /*#__PURE__*/ jsx(Trans, { id: "VUZDlr" }),
					title: /*#__PURE__*/ jsx(Trans, { id: "v4NCg3" })
				}),
				/*#__PURE__*/ jsx("ul", {
					className: "grid gap-6 md:grid-cols-3",
					children: TESTIMONIALS.map(({ id, quote, author, role }) => {
						const name = i18n._(author);
						return /*#__PURE__*/ jsx("li", { children: /*#__PURE__*/ jsxs("figure", {
							className: "flex h-full flex-col rounded-2xl bg-card p-6 text-ink shadow",
							children: [/*#__PURE__*/ jsx("blockquote", {
								className: "quoted flex-1 text-lg leading-relaxed",
								children: i18n._(quote)
							}), /*#__PURE__*/ jsxs("figcaption", {
								className: "mt-6 flex items-center gap-3",
								children: [/*#__PURE__*/ jsx("span", {
									"aria-hidden": "true",
									className: "inline-flex size-11 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800",
									children: name.charAt(0)
								}), /*#__PURE__*/ jsxs("span", { children: [/*#__PURE__*/ jsx("span", {
									className: "block font-semibold",
									children: name
								}), /*#__PURE__*/ jsx("span", {
									className: "block text-sm text-muted",
									children: i18n._(role)
								})] })]
							})]
						}) }, id);
					})
				}),
				/*#__PURE__*/ jsx(Statistics, {})
			]
		})
	});
}
// src/features/home/home-page.tsx
/** The landing page, in the spec's order. The footer comes from the layout. */ function HomePage() {
	return /*#__PURE__*/ jsxs(Fragment, { children: [
		/*#__PURE__*/ jsx(HeroSection, {}),
		/*#__PURE__*/ jsx(FeaturesSection, {}),
		/*#__PURE__*/ jsx(ScreenshotsSection, {}),
		/*#__PURE__*/ jsx(TestimonialsSection, {}),
		/*#__PURE__*/ jsx(FaqSection, {}),
		/*#__PURE__*/ jsx(NewsletterSection, {})
	] });
}
// src/routes/{-$lang}/index.tsx?tsr-split=component
var SplitComponent = HomePage;
export { SplitComponent as component };
