/**
 * Parallax (shop spec §9, runtime spec §9), pure: how far the layer moves for the banner's position, and which of
 * the banner's images its width tier shows (576, 768 and 1201 px).
 */

/**
 * The layer's offset in pixels when the banner's top is `top` pixels from the viewport's top: a banner scrolled up
 * by 400 px moves its layer down by 100 px at speed 4 (a quarter of the scroll), so it seems to scroll slower.
 */
export function parallaxOffset(top: number, speed: number): number {
  return speed > 0 ? -top / speed : 0;
}

/** The breakpoints of the banner's image tiers, widest first (runtime spec §9); 1201 is also where it moves. */
export const PARALLAX_TIERS = [1201, 768, 576] as const;

/** The banner's images: `image` below 576 px (and the fallback), `image-576`, `image-768`, `image-1201` from there. */
export type ParallaxImages = { image?: string | undefined } & {
  [T in (typeof PARALLAX_TIERS)[number] as `image-${T}`]?: string | undefined;
};

/**
 * The image a viewport `width` px wide shows: that of the widest tier it reaches which has one, else a narrower
 * tier's, else `image` (undefined: none named, the theme's background stays).
 */
export function parallaxImage(width: number, images: ParallaxImages): string | undefined {
  for (const tier of PARALLAX_TIERS) {
    const image = width >= tier ? images[`image-${tier}`] : undefined;
    if (image) return image;
  }
  return images.image || undefined;
}

/** `path` as a CSS url() whose quotes, backslashes and line breaks are escaped: it cannot end the url() early. */
export function cssUrl(path: string): string {
  return `url("${path.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}
