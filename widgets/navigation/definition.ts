import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const mainNavigationOptions = v.object({
  mobileCopy: v.optional(
    attr.selector({
      description: 'CSS selector of the mobile panel that receives a copy of the [data-nav-list] lists.',
    }),
  ),
});
export type MainNavigationOptions = OptionsOf<typeof mainNavigationOptions>;

export const mainNavigationWidget = defineWidget({
  name: 'main-navigation',
  description:
    'The main navigation (on the header): .dropdown-toggle links open their .dropdown-menu on the first click and follow their link on the second, open on hover at the large breakpoint, work with arrow keys and Escape, and stay 20 px inside the viewport above 1199 px. Buttons with data-body-class="name" (and aria-controls) open a panel by a body class, closing the other named classes and the dropdowns; everything closes when the page is left. The [data-nav-list] lists are copied into the mobile panel, and links to the current page get aria-current="page".',
  options: mainNavigationOptions,
  load: () => import('./main-navigation.ts'),
});
