// src/components/text-link.ts
/** The look of a link inside running text (addresses, "Contact support"): long ones wrap, never overflow. */ var textLinkClass = "font-semibold [overflow-wrap:anywhere] text-brand-700 underline underline-offset-4 hover:text-brand-900";
// src/lib/mailto.ts
/**
* Builds `mailto:` URLs per RFC 6068. Every value is percent-encoded as UTF-8
* (spaces as %20, never +), so nothing typed can add recipients or headers.
*/ /** RFC 6068 leaves these unreserved in hfvalues; everything else is encoded. */ function encodeHeaderValue(value) {
	return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** A subject is one line: any line break becomes a space. */ function singleLine(value) {
	return value.replace(/\r\n|[\r\n\u2028\u2029]/g, " ");
}
/** Bodies use CRLF line breaks, as the RFC asks. */ function crlf(value) {
	return value.replace(/\r\n|\r|\n/g, "\r\n");
}
function buildMailto(recipient, { subject, body } = {}) {
	if (!/^[^\s@,;?&#%]+@[^\s@,;?&#%]+$/.test(recipient)) throw new Error(`Not a single e-mail address: ${JSON.stringify(recipient)}`);
	const fields = [];
	if (subject !== void 0 && subject !== "") fields.push(`subject=${encodeHeaderValue(singleLine(subject))}`);
	if (body !== void 0 && body !== "") fields.push(`body=${encodeHeaderValue(crlf(body))}`);
	const [local, domain] = recipient.split("@");
	const to = `${encodeURIComponent(local)}@${domain}`;
	return fields.length ? `mailto:${to}?${fields.join("&")}` : `mailto:${to}`;
}
/** Opens the visitor's mail program. Kept apart so tests can observe it. */ function openMailto(url) {
	window.location.assign(url);
}
export { openMailto as n, textLinkClass as r, buildMailto as t };
