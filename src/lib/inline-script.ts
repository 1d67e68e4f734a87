/**
 * A script for the page's `<head>` from a typed function: its source and its one argument, as
 * JSON (`<` escaped, so no text in it can close the `<script>` element). The function runs before
 * any module, so it must use nothing but its argument and the browser's globals. The build writes
 * it into every page and allows exactly that text in the Content-Security-Policy by its SHA-256.
 */
export function inlineScript<T>(run: (options: T) => void, options: T): string {
  return `(${run.toString()})(${JSON.stringify(options).replace(/</g, '\\u003c')})`
}
