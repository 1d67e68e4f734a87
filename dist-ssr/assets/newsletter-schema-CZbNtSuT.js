import { jsx, jsxs } from "react/jsx-runtime";
import { useLingui } from "@lingui/react";
import { useId, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
// src/components/form/text-field.tsx
/** A labelled input or textarea wired for errors: aria-invalid and aria-describedby. */ function TextField({ label, registration, error, hint, type = "text", autoComplete, multiline = false, required = true, maxLength, className = "" }) {
	const { i18n } = useLingui();
	const id = useId();
	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || void 0;
	const controlClass = `block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted ${error ? "border-danger ring-1 ring-danger" : "border-[#8a8398]"}`;
	const shared = {
		id,
		...registration,
		required,
		maxLength,
		"aria-invalid": error ? true : void 0,
		"aria-describedby": describedBy,
		className: controlClass
	};
	return /*#__PURE__*/ jsxs("div", {
		className,
		children: [
			/*#__PURE__*/ jsx("label", {
				htmlFor: id,
				className: "mb-1.5 block font-medium text-ink",
				children: label
			}),
			multiline ? /*#__PURE__*/ jsx("textarea", {
				rows: 6,
				...shared
			}) : /*#__PURE__*/ jsx("input", {
				type,
				autoComplete,
				...shared
			}),
			hint && /*#__PURE__*/ jsx("p", {
				id: hintId,
				className: "mt-1.5 text-sm text-muted",
				children: hint
			}),
			error && /*#__PURE__*/ jsx("p", {
				id: errorId,
				className: "mt-1.5 text-sm font-medium text-danger",
				children: i18n._(error)
			})
		]
	});
}
// src/components/form/use-validated-form.ts
/**
* react-hook-form with a Zod schema, alongside the browser's own validation.
* Errors are shown once the visitor has tried to send: either our submit handler ran,
* or the browser blocked the submit (the `invalid` event). From then on they follow
* what is typed. Values are never cleared by a failed attempt. `sent` is true after a
* successful submit, until the visitor types again; `register` wires that up.
*/ function useValidatedForm(schema, defaultValues, onValid) {
	const form = useForm({
		resolver: zodResolver(schema),
		defaultValues,
		mode: "onChange",
		shouldFocusError: true
	});
	const [attempted, setAttempted] = useState(false);
	const [sent, setSent] = useState(false);
	const checking = useRef(false);
	const fieldOrder = Object.keys(defaultValues);
	const onSubmit = form.handleSubmit((values) => {
		onValid(values);
		form.reset(defaultValues);
		setAttempted(false);
		setSent(true);
	});
	const formProps = {
		onSubmit: (event) => {
			setAttempted(true);
			onSubmit(event);
		},
		onInvalidCapture: () => {
			setAttempted(true);
			if (checking.current) return;
			checking.current = true;
			form.trigger().then(() => {
				checking.current = false;
				const first = fieldOrder.find((name) => form.getFieldState(name).invalid);
				if (first) form.setFocus(first);
			});
		}
	};
	/** The message id of a field's error, once the visitor has tried to send. */ const errorOf = (name) => {
		if (!attempted) return void 0;
		const message = form.formState.errors[name]?.message;
		return typeof message === "string" ? message : void 0;
	};
	const register = (name) => form.register(name, { onChange: () => setSent(false) });
	return {
		register,
		formProps,
		errorOf,
		sent
	};
}
// src/lib/zod.ts
z.config({ jitless: true });
var emailErrors = {
	required: { id: "foQGj3" },
	invalid: { id: "q+anRq" },
	tooLong: {
		id: "IGnhg3",
		values: { maxLength: 254 }
	}
};
/** Required first, then length, then format: the visitor sees the most useful error. */ var emailField = z.pipe(z.string().check(z.trim(), z.minLength(1, { error: emailErrors.required.id }), z.maxLength(254, { error: emailErrors.tooLong.id })), z.email({ error: emailErrors.invalid.id }));
var newsletterSchema = z.object({ email: emailField });
export { TextField as a, useValidatedForm as i, newsletterSchema as n, z as r, emailField as t };
