/**
 * The quantity box, the slowest widget to mount (issue 44 point 2): 100 and 1,000 boxes as a category page serves
 * them inserted at once, chunk loaded, until drawn, i.e. the hooks bench (hooks.mjs) for the quantity widget alone:
 * from the insertion to the frame after the last box is marked mounted. Target on a quiet machine: 100 in ≤ 50 ms,
 * 1,000 in ≤ 300 ms. Beside it, so that a slowdown can be told from a busy machine: the same markup with no widget,
 * drawn (what the theme's markup costs the browser by itself), the mount's script time with its garbage
 * collection, and the main thread's script and rendering work until drawn (a Chromium trace: the work, without the
 * waits for a frame, so a slower mount or a heavier box shows there even when the wall time is noisy).
 */
import { hookBenchmarks } from './hooks.mjs';

export const QUANTITY_BOX_COUNTS = [100, 1000];
/** Issue 44: inserted → drawn, in ms, per count. */
const TARGETS = { 100: 50, 1000: 300 };

/** The bench table's rows: one per count. */
export async function quantityBoxRows(browser, base, rounds) {
  const [row] = await hookBenchmarks(browser, base, rounds, ['quantity'], QUANTITY_BOX_COUNTS);
  return QUANTITY_BOX_COUNTS.map((count) => {
    const drawn = row[`${count} painted`];
    const verdict = drawn <= TARGETS[count] ? 'met' : 'OVER';
    const figure = (key) => row[`${count} ${key}`].toFixed(1);
    return `| ${count.toLocaleString('en')} quantity boxes inserted → drawn (category page markup, chunk loaded) | ${drawn.toFixed(1)} ms | target ≤ ${TARGETS[count]} ms: ${verdict}; the markup alone ${figure('markup')} ms; all mounted ${row[count].toFixed(1)} ms; mount script ${figure('script')} ms, of which GC ${figure('gc')} ms; until drawn, script ${figure('draw script')} ms + rendering ${figure('draw rendering')} ms |`;
  });
}
