/** Every rule of the checker, in the order `--help`, SARIF and docs/theme-kit.md list them. */
import type { CheckRule } from '../rule.ts';
import { crawlRule } from './crawl.ts';
import { navValue } from './nav-value.ts';
import { pageConfig } from './page-config.ts';
import { pageCsp } from './page-csp.ts';
import { pageLink } from './page-link.ts';
import { pageScript } from './page-script.ts';
import { pageSection } from './page-section.ts';
import { pageToken } from './page-token.ts';
import { valBounds } from './val-bounds.ts';
import { valDataRule } from './val-data-rule.ts';
import { valMessageFor } from './val-message-for.ts';
import { valMissingParam } from './val-missing-param.ts';
import { valNoMessage } from './val-no-message.ts';
import { valOtherField } from './val-other-field.ts';
import { valPattern } from './val-pattern.ts';
import { valRegex } from './val-regex.ts';
import { unusedDisable } from './unused-disable.ts';
import { valUnknownRule } from './val-unknown-rule.ts';
import { widgetAttribute } from './widget-attribute.ts';
import { widgetNesting } from './widget-nesting.ts';
import { widgetOption } from './widget-option.ts';
import { widgetUnknown } from './widget-unknown.ts';

export const RULES: readonly CheckRule[] = [
  widgetUnknown,
  widgetOption,
  widgetAttribute,
  widgetNesting,
  valUnknownRule,
  valMissingParam,
  valRegex,
  valDataRule,
  valPattern,
  valBounds,
  valOtherField,
  valMessageFor,
  valNoMessage,
  pageScript,
  pageConfig,
  pageSection,
  pageToken,
  pageCsp,
  pageLink,
  navValue,
  crawlRule,
  unusedDisable,
];
