/** What the benchmarks compute from their rounds, and the heap reading they share. */

/** The value at fraction `p` of the sorted values (0.5: the median, 0.9: p90). */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export const median = (values) => percentile(values, 0.5);

/** Used JS heap after two forced garbage collections, through a CDP session of the page. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}
