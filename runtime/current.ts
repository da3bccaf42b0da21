/** The configuration the runtime booted with (defaults until boot has read the script tag). */
import * as v from 'valibot';
import { configSchema, type RuntimeConfig } from './config.ts';

let current: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  current ??= v.parse(configSchema, {});
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
