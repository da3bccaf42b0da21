/**
 * What a page holds, as Chromium counts it after a forced garbage collection (issue 43): the soak benchmark
 * (tests/bench/soak.mjs) and the browser test of the leaks it found (tests/e2e/soak.spec.ts) read it alike.
 */

/**
 * Chromium's figures for the page of the CDP session `cdp` after two forced garbage collections: JS heap used
 * (bytes), DOM nodes (detached ones included), JS event listeners and documents. The renderer's memory cache is
 * purged first (a simulated critical memory pressure): each SVG image it keeps decoded is a document of its own
 * with its nodes, so the images of the pages seen last would count as what the page holds (a category page's
 * photos: 6 documents and 1,300 nodes, which Chromium lets go under memory pressure). The session needs
 * `Performance.enable` once.
 */
export async function pageMemory(cdp) {
  await cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((metric) => metric.name === name).value;
  return {
    heap: value('JSHeapUsedSize'),
    nodes: value('Nodes'),
    listeners: value('JSEventListeners'),
    documents: value('Documents'),
  };
}
