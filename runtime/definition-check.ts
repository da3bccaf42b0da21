/**
 * The check of a widget definition given by a theme developer at run time (the typed API also checks it at build
 * time). A lazy chunk: `registerWidget` loads it, pages without theme widgets never do.
 */
import * as v from 'valibot';
import type { OptionsSchema } from './options.ts';
import type { WidgetModule } from './registry.ts';

/** The registry's rule for names (runtime/registry.ts), repeated: importing it would split the core's chunks. */
const definitionSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and hyphens')),
  description: v.string(),
  options: v.custom<OptionsSchema>(
    (value) => typeof value === 'object' && value !== null && (value as { type?: string }).type === 'object',
    'must be a valibot object schema',
  ),
  load: v.custom<() => Promise<WidgetModule<unknown>>>((value) => typeof value === 'function', 'must be a function'),
});

/** Throws a clear error naming every problem of a bad definition. */
export function checkDefinition(definition: unknown): void {
  const checked = v.safeParse(definitionSchema, definition);
  if (checked.success) return;
  const problems = checked.issues.map((issue) => `${v.getDotPath(issue) ?? 'definition'} ${issue.message}`);
  throw new Error(`[runtime] registerWidget: ${problems.join('; ')}`);
}
