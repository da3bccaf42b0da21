/**
 * A Chromium heap snapshot split for the soak benchmark (tests/bench/soak.mjs, issue 43): what the page's code holds
 * (the JS objects) apart from what V8 made of the code it ran, and that code split by tier, with the numbers that
 * tell a code leak from V8 warming up. A leak of code (a chunk evaluated again, an inline script run at each visit,
 * `new Function`) adds scripts and functions; warming up adds only tiers to the same functions:
 * - bytecode: each function that ran has its bytecode (Ignition), made at its first call;
 * - feedback: a function's feedback vector (its inline caches' shapes and handlers), made after it has been called
 *   8 times in all (V8's `--invocation-count-for-feedback-allocation`);
 * - baseline: Sparkplug's machine code, made soon after the feedback vector, kept for the page's life;
 * - optimized: Maglev's and Turbofan's machine code and deoptimization data, for the functions that got hot;
 * - other: what V8 keeps for every function it knows (shared function info, scope info, lazy compile data, literal
 *   boilerplates), the scripts themselves and the compiled regular expressions.
 */

/** The tiers of V8's code, in the order a function reaches them (and `other`). */
export const CODE_TIERS = ['bytecode', 'feedback', 'baseline', 'optimized', 'other'];

/** V8's feedback, apart from the vectors: cells, inline cache handlers, allocation sites. */
const FEEDBACK = /^system \/ (FeedbackCell|ClosureFeedbackCellArray|LoadHandler|StoreHandler|AllocationSite)\b/;
/** Where a walk of a function's code stops: another function, a script, the bytecode a baseline code points to. */
const SHARED = /^system \/ (SharedFunctionInfo|Script|BytecodeArray)\b/;

/** The snapshot's nodes, by index: type, name, self size and outgoing edges (edge name, target index, weak). */
function snapshotGraph({ snapshot, nodes, edges, strings }) {
  const { node_fields: fields, edge_fields: edgeFields, node_types: nodeTypes, edge_types: edgeTypes } = snapshot.meta;
  const [types, kinds] = [nodeTypes[0], edgeTypes[0]];
  const at = (name) => fields.indexOf(name);
  const [typeAt, nameAt, sizeAt, countAt] = [at('type'), at('name'), at('self_size'), at('edge_count')];
  const count = nodes.length / fields.length;
  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0; node < count; node++)
    firstEdge[node + 1] = firstEdge[node] + nodes[node * fields.length + countAt] * edgeFields.length;
  const out = (node) => {
    const list = [];
    for (let e = firstEdge[node]; e < firstEdge[node + 1]; e += edgeFields.length) {
      const kind = kinds[edges[e]];
      const name = kind === 'element' || kind === 'hidden' ? String(edges[e + 1]) : strings[edges[e + 1]];
      list.push({ name, to: edges[e + 2] / fields.length, weak: kind === 'weak' });
    }
    return list;
  };
  return {
    count,
    type: (node) => types[nodes[node * fields.length + typeAt]],
    name: (node) => strings[nodes[node * fields.length + nameAt]],
    size: (node) => nodes[node * fields.length + sizeAt],
    out,
  };
}

/**
 * Gives each code node its tier: a compiled regular expression's code is `other`; a function's machine code object
 * (`system / Code` with an instruction stream; baseline when it points to its function's bytecode) goes with its
 * instruction stream and tables, then each bytecode array with
 * its constant pool and tables, then each feedback vector with its handlers. What is left is `other`.
 */
function tiersOf(graph) {
  const tier = new Array(graph.count);
  const claim = (start, name) => {
    const stack = [start];
    while (stack.length > 0) {
      const node = stack.pop();
      if (tier[node] || graph.type(node) !== 'code' || (node !== start && SHARED.test(graph.name(node)))) continue;
      tier[node] = name;
      for (const edge of graph.out(node)) if (!edge.weak) stack.push(edge.to);
    }
  };
  // A compiled regular expression is machine code too, of no function: other.
  for (let node = 0; node < graph.count; node++)
    if (graph.name(node).startsWith('system / IrRegExpData')) claim(node, 'other');
  for (let node = 0; node < graph.count; node++) {
    if (graph.name(node) !== 'system / Code') continue;
    const edges = graph.out(node);
    if (!edges.some((edge) => edge.name === 'instruction_stream')) continue;
    claim(node, edges.some((edge) => edge.name === 'interpreter_data') ? 'baseline' : 'optimized');
  }
  for (let node = 0; node < graph.count; node++)
    if (/^system \/ Bytecode(Array|Wrapper)\b/.test(graph.name(node))) claim(node, 'bytecode');
  for (let node = 0; node < graph.count; node++)
    if (graph.name(node).startsWith('system / FeedbackVector')) claim(node, 'feedback');
  for (let node = 0; node < graph.count; node++) if (FEEDBACK.test(graph.name(node))) claim(node, 'feedback');
  return tier;
}

/**
 * The snapshot (Chromium's JSON, parsed) split: `objects` (bytes of every kind but code, native and synthetic: what
 * the page's code holds), `code` (bytes of V8's code) and `tiers` (the code's bytes per CODE_TIERS), and the counts
 * `scripts` (V8 scripts: files, modules, inline scripts, evaluated strings), `functions` (functions with bytecode),
 * `baselineFunctions` and `optimizedFunctions` (machine code objects of each kind).
 */
export function heapSplit(snapshotJson) {
  const graph = snapshotGraph(snapshotJson);
  const tier = tiersOf(graph);
  const split = { objects: 0, code: 0, tiers: Object.fromEntries(CODE_TIERS.map((name) => [name, 0])) };
  const counts = { scripts: 0, functions: 0, baselineFunctions: 0, optimizedFunctions: 0 };
  for (let node = 0; node < graph.count; node++) {
    const [type, name, size] = [graph.type(node), graph.name(node), graph.size(node)];
    if (type !== 'code') {
      if (type !== 'native' && type !== 'synthetic') split.objects += size;
      continue;
    }
    split.code += size;
    split.tiers[tier[node] ?? 'other'] += size;
    if (/^system \/ Script( \/ |$)/.test(name)) counts.scripts++;
    else if (name.startsWith('system / BytecodeArray')) counts.functions++;
    else if (name === 'system / Code' && tier[node] === 'baseline') counts.baselineFunctions++;
    else if (name === 'system / Code' && tier[node] === 'optimized') counts.optimizedFunctions++;
  }
  return { ...split, ...counts };
}
