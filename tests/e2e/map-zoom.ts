/** Reading a maplibre map's zoom in a browser test from what the page shows: the distance between two markers. */
import { expect, type Locator } from '@playwright/test';

/**
 * The zoom at which two markers on one latitude, `dLng` degrees of longitude apart, stand where they do: maplibre
 * draws the world 512 × 2^zoom pixels wide (Web Mercator), so the horizontal distance gives the zoom.
 */
export async function zoomBetween(a: Locator, b: Locator, dLng: number): Promise<number> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) return Number.NaN;
  const dx = Math.abs(second.x + second.width / 2 - (first.x + first.width / 2));
  return Math.log2((dx * 360) / (512 * dLng));
}

/** Waits until the map stands at `zoom` (to a twentieth of a level: markers sit on whole pixels). */
export async function expectZoom(a: Locator, b: Locator, dLng: number, zoom: number): Promise<void> {
  await expect.poll(() => zoomBetween(a, b, dLng), { timeout: 20_000 }).toBeCloseTo(zoom, 1);
}
