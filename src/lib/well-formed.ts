/**
 * Text with every lone surrogate (half of a surrogate pair on its own: an emoji cut in two by a
 * paste or a script) replaced by U+FFFD, the replacement character, exactly as
 * `String.prototype.toWellFormed` does. `encodeURIComponent` throws a URIError on a lone
 * surrogate, which has no UTF-8 form. Written out because `toWellFormed` is ES2024 and the build
 * targets ES2022 browsers.
 */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) => (unit.length === 2 ? unit : '\uFFFD'))
}
