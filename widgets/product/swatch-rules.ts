/**
 * Colour squares (shop spec §3 "Variant attributes": VariationDisplayTypeValue Square, ColorCode1..3), pure: the
 * CSS background of a square from its colour codes. A code is JSON text: it is used only if it reads as a colour
 * (`isColor`, the browser's CSS.supports in the widget) and holds nothing else (no var(), no url(), no `;`); the
 * result goes into a style property, never into HTML.
 */

/** Characters a colour may hold (#hex, a name, rgb() / hsl() / oklch() with numbers). */
const COLOR_TEXT = /^[#a-z0-9(),.%\s/+-]+$/i;
/** Functions that are not colours but would be accepted where a colour is (a variable, the environment…). */
const NOT_A_COLOR = /\b(?:var|env|attr|url|calc)\s*\(/i;

export function safeColor(code: string | null | undefined, isColor: (text: string) => boolean): string | null {
  const text = code?.trim() ?? '';
  if (!text || !COLOR_TEXT.test(text) || NOT_A_COLOR.test(text) || !isColor(text)) return null;
  return text;
}

/**
 * The square's background: one colour as it is, two or three as a diagonal gradient (as the CMS draws them);
 * null when no code is a colour (the square keeps what it has).
 */
export function swatchBackground(
  codes: readonly (string | null | undefined)[],
  isColor: (text: string) => boolean,
): string | null {
  const colors = codes.map((code) => safeColor(code, isColor)).filter((color): color is string => color !== null);
  if (colors.length === 0) return null;
  return colors.length === 1 ? (colors[0] as string) : `linear-gradient(135deg, ${colors.join(', ')})`;
}
