/** Parallax (shop spec §9), pure: how far the layer moves for the banner's position. */

/**
 * The layer's offset in pixels when the banner's top is `top` pixels from the viewport's top: a banner scrolled up
 * by 400 px moves its layer down by 100 px at speed 4 (a quarter of the scroll), so it seems to scroll slower.
 */
export function parallaxOffset(top: number, speed: number): number {
  return speed > 0 ? -top / speed : 0;
}
