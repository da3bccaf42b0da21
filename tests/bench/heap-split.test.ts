import { describe, expect, it } from 'vitest';
import { heapSplit } from './heap-split.mjs';

interface Node {
  type: string;
  name: string;
  size: number;
  edges?: [kind: string, name: string, to: number][];
}

/** A heap snapshot in Chromium's JSON layout (the fields its files have), from a list of nodes. */
function snapshotOf(list: Node[]) {
  const nodeTypes = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native'];
  const edgeTypes = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];
  const nodeFields = ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'];
  const strings: string[] = [];
  const text = (value: string) => (strings.includes(value) ? strings : strings.push(value), strings.indexOf(value));
  const nodes = list.flatMap((node, id) => [
    nodeTypes.indexOf(node.type),
    text(node.name),
    id * 2 + 1,
    node.size,
    node.edges?.length ?? 0,
    0,
  ]);
  const edges = list.flatMap((node) =>
    (node.edges ?? []).flatMap(([kind, name, to]) => [edgeTypes.indexOf(kind), text(name), to * nodeFields.length]),
  );
  const meta = {
    node_fields: nodeFields,
    node_types: [nodeTypes],
    edge_fields: ['type', 'name_or_index', 'to_node'],
    edge_types: [edgeTypes],
  };
  return { snapshot: { meta }, nodes, edges, strings };
}

/**
 * One function of a script, run often enough to have all of V8's tiers: bytecode with its constant pool, a feedback
 * vector with an inline cache handler, Sparkplug's code (which points back to the bytecode) and an optimized code
 * with its deoptimization data; the closure that runs it and an object it made.
 */
const FUNCTION_WITH_EVERY_TIER: Node[] = [
  /* 0 */ {
    type: 'closure',
    name: 'addToCart',
    size: 32,
    edges: [
      ['internal', 'shared', 1],
      ['internal', 'code', 9],
    ],
  },
  /* 1 */ {
    type: 'code',
    name: 'system / SharedFunctionInfo / addToCart',
    size: 36,
    edges: [
      ['internal', 'script', 2],
      ['internal', 'function_data', 3],
      ['internal', 'scope_info', 13],
    ],
  },
  /* 2 */ { type: 'code', name: 'system / Script / https://shop.example/Dist/runtime.js', size: 80 },
  /* 3 */ { type: 'code', name: 'system / BytecodeArray', size: 400, edges: [['internal', 'constant_pool', 4]] },
  /* 4 */ { type: 'code', name: '(constant pool)', size: 40 },
  /* 5 */ {
    type: 'code',
    name: 'system / FeedbackVector',
    size: 120,
    edges: [
      ['hidden', '0', 6],
      ['weak', '1', 9],
    ],
  },
  /* 6 */ { type: 'code', name: 'system / LoadHandler', size: 16 },
  /* 7 */ {
    type: 'code',
    name: 'system / Code',
    size: 72,
    edges: [
      ['internal', 'instruction_stream', 8],
      ['internal', 'interpreter_data', 3],
    ],
  },
  /* 8 */ { type: 'code', name: 'system / InstructionStream', size: 2000, edges: [['internal', 'relocation', 12]] },
  /* 9 */ { type: 'code', name: 'system / Code', size: 72, edges: [['internal', 'instruction_stream', 10]] },
  // Optimized code holds the allocation sites it embeds weakly: they are feedback.
  /* 10 */ {
    type: 'code',
    name: 'system / InstructionStream',
    size: 5000,
    edges: [
      ['internal', 'deopt', 11],
      ['weak', 'embedded', 16],
    ],
  },
  /* 11 */ { type: 'code', name: 'system / ProtectedFixedArray', size: 300, edges: [['hidden', '0', 1]] },
  /* 12 */ { type: 'code', name: 'system / TrustedByteArray', size: 60 },
  /* 13 */ { type: 'code', name: 'system / ScopeInfo', size: 24 },
  /* 14 */ { type: 'object', name: 'CartLine', size: 48 },
  /* 15 */ { type: 'native', name: 'HTMLDivElement', size: 1000 },
  /* 16 */ { type: 'code', name: 'system / AllocationSite', size: 20 },
];

describe('heapSplit', () => {
  it('tells the objects from V8’s code, and the code by tier', () => {
    const split = heapSplit(snapshotOf(FUNCTION_WITH_EVERY_TIER));
    expect(split.objects).toBe(32 + 48);
    expect(split.code).toBe(36 + 80 + 400 + 40 + 120 + 16 + 72 + 2000 + 72 + 5000 + 300 + 60 + 24 + 20);
    expect(split.tiers).toEqual({
      bytecode: 400 + 40,
      feedback: 120 + 16 + 20,
      baseline: 72 + 2000 + 60,
      optimized: 72 + 5000 + 300,
      other: 36 + 80 + 24,
    });
    expect(split).toMatchObject({ scripts: 1, functions: 1, baselineFunctions: 1, optimizedFunctions: 1 });
  });

  it('counts a script run again, and its function, as more scripts and functions (a leak of code)', () => {
    const again: Node[] = [
      { type: 'code', name: 'system / SharedFunctionInfo / addToCart', size: 36, edges: [['internal', 'script', 18]] },
      { type: 'code', name: 'system / Script / https://shop.example/Dist/runtime.js', size: 80 },
      { type: 'code', name: 'system / BytecodeArray', size: 400 },
      // Not V8 scripts, though their names start alike.
      { type: 'native', name: 'system / ScriptContextTable', size: 8 },
      { type: 'code', name: 'system / ScriptContextTable', size: 8 },
    ];
    const split = heapSplit(snapshotOf([...FUNCTION_WITH_EVERY_TIER, ...again]));
    expect(split).toMatchObject({ scripts: 2, functions: 2, baselineFunctions: 1, optimizedFunctions: 1 });
    expect(split.tiers.bytecode).toBe(2 * 400 + 40);
  });

  it('counts a compiled regular expression’s machine code in other, not as a function’s', () => {
    const regExp: Node[] = [
      { type: 'code', name: 'system / IrRegExpData', size: 40, edges: [['internal', 'code', 1]] },
      { type: 'code', name: 'system / Code', size: 72, edges: [['internal', 'instruction_stream', 2]] },
      { type: 'code', name: 'system / InstructionStream', size: 1000 },
    ];
    const split = heapSplit(snapshotOf(regExp));
    expect(split.tiers).toMatchObject({ optimized: 0, other: 40 + 72 + 1000 });
    expect(split.optimizedFunctions).toBe(0);
  });

  it('leaves a machine code object without its instruction stream (a builtin’s wrapper) in other', () => {
    const builtin: Node[] = [{ type: 'code', name: 'system / Code / ArrayForEach (builtin)', size: 72 }];
    const split = heapSplit(snapshotOf(builtin));
    expect(split.tiers.other).toBe(72);
    expect(split).toMatchObject({ baselineFunctions: 0, optimizedFunctions: 0 });
  });
});
