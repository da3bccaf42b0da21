/**
 * The error catalogue's reactions (runtime spec §8, shop spec §8) as checks a fault-matrix cell runs after its fault.
 * Each takes the cell's page and console lines; a row names the reaction each fault must get (calls.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../../fixtures/strings.ts';
import { expect as baseExpect, type ConsoleLine, type Culture } from '../support.ts';

/**
 * The matrix's expectations wait up to 10 s: a reaction may need a page and a chunk fetched (the login modal) on a
 * machine the suite shares; a state that never comes still fails.
 */
export const expect = baseExpect.configure({ timeout: 10_000 });
import { drawPendingDialogs } from '../timing.ts';

export interface Cell {
  page: Page;
  culture: Culture;
  consoleLines: ConsoleLine[];
  /** The page the shopper was on when the call was made (the login modal's return URL). */
  pageUrl: string;
  /** The login modal's return URL when it is not that page (a link's target page). */
  returnUrl?: string | RegExp;
  /** The dialogs open before the call (the one the form is in): a reaction with no dialog leaves these only. */
  dialogsBefore: number;
}

export type Reaction = (cell: Cell) => Promise<void>;

export const say = (culture: Culture, key: string) => {
  const text = STRING_RESOURCES[culture][key];
  if (text === undefined) throw new Error(`No string resource ${key}`);
  return text;
};

/** No dialog was asked for (a positive signal: every dialog asked for so far is drawn before the marker). */
export async function noDialog({ page, dialogsBefore }: Cell): Promise<void> {
  await drawPendingDialogs(page);
  await expect(openDialogs(page)).toHaveCount(dialogsBefore);
}

/** The dialogs on the page, modal or alert. */
export const openDialogs = (page: Page) => page.locator('dialog[open], [role=dialog], [role=alertdialog]');

/**
 * 401: the login modal (class login-modal) returning to the page the shopper was on, and only that (runtime spec §6
 * "A 401 response only opens the login modal"): whatever the call (one that shows its other failures its own way
 * too), no error dialog or error notice besides. What the shopper typed is the row's `kept`.
 */
export const loginModal: Reaction = async (cell) => {
  const dialog = cell.page.getByRole('dialog', { name: say(cell.culture, 'Security.Login') });
  await expect(dialog).toHaveClass(/login-modal/);
  const current = new URL(cell.pageUrl);
  await expect(dialog.locator('input[name=ReturnUrl]')).toHaveValue(
    cell.returnUrl ?? current.pathname + current.search,
  );
  await dialog
    .getByRole('button', { name: say(cell.culture, 'Core.Close') })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);
  // A call's own failure would have been shown when the 401 came, before the login modal's page arrived.
  await expect(cell.page.locator('.rt-error-dialog')).toHaveCount(0);
  await expect(cell.page.locator('.rt-toast--error')).toHaveCount(0);
};

/**
 * The console lines are the test's own list (no call to the page): looking every 20 ms costs nothing, where
 * `expect.poll`'s default steps (100, 250, 500 ms…) would wait up to half a second past the line.
 */
const ownLines = { intervals: [20] };

const consoleSays = async (cell: Cell, type: string, text: string) =>
  expect
    .poll(() => cell.consoleLines.some((line) => line.type === type && line.text.includes(text)), ownLines)
    .toBe(true);

/** 404: a console log only. */
export const consoleLog: Reaction = async (cell) => {
  await consoleSays(cell, 'log', 'Not found');
  await noDialog(cell);
};

/**
 * The connection dropped in the middle of the answer (the `abort` fault): a lost connection, not an abort (issue
 * 43): the warning, and the error dialog saying Core.ConnectionLost, closed here.
 */
export const connectionLost: Reaction = async (cell) => {
  await consoleSays(cell, 'warning', 'Connection lost');
  await closeAlert(cell, say(cell.culture, 'Core.ConnectionLost'));
};

/** A console warning naming `text`, and nothing shown (calls whose failure is "logged only"). */
export const warningOnly =
  (text: string | RegExp): Reaction =>
  async (cell) => {
    await expect
      .poll(
        () =>
          cell.consoleLines.some(
            (line) =>
              line.type === 'warning' && (typeof text === 'string' ? line.text.includes(text) : text.test(line.text)),
          ),
        ownLines,
      )
      .toBe(true);
    await noDialog(cell);
  };

/** Closes the error dialog saying `text` (its Close button), after checking it is there. */
async function closeAlert(cell: Cell, text: string): Promise<void> {
  const dialog = cell.page.getByRole('alertdialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  // The dialog's own Close (its footer): an error toast still shown (an earlier cell's) sits in the dialog too, with
  // its own close button of the same name.
  await dialog
    .locator('.modal-footer')
    .getByRole('button', { name: say(cell.culture, 'Core.Close') })
    .click();
  await expect(dialog).toHaveCount(0);
}

/** Any other failure: the modal with Manager.UnknowsErrors and a Close button. */
export const unknownErrorModal: Reaction = (cell) => closeAlert(cell, say(cell.culture, 'Manager.UnknowsErrors'));

/** A growl (toast) saying `key` (role alert for errors), and no dialog. */
export const toastSays =
  (key: string, role: 'alert' | 'status' = 'alert'): Reaction =>
  async (cell) => {
    await expect(cell.page.getByRole(role).filter({ hasText: say(cell.culture, key) })).toBeVisible();
  };

/** An inline alert in `selector` saying `key`, and no dialog. */
export const inlineAlert =
  (selector: string, key: string): Reaction =>
  async (cell) => {
    await expect(cell.page.locator(selector).filter({ hasText: say(cell.culture, key) })).toBeVisible();
    await noDialog(cell);
  };

/** The general catalogue (runtime spec §8) for a call that lets the catalogue react. */
export const CATALOGUE = {
  '401': loginModal,
  '404': consoleLog,
  '500': unknownErrorModal,
  abort: connectionLost,
  malformed: unknownErrorModal,
} as const;

/** Several reactions to one fault, in order. */
export const all =
  (...reactions: Reaction[]): Reaction =>
  async (cell) => {
    for (const reaction of reactions) await reaction(cell);
  };

/** The general catalogue's entry for each fault, followed by `then` (what the call's widget shows besides). */
export const catalogueAnd = (then: Reaction) =>
  Object.fromEntries(Object.entries(CATALOGUE).map(([fault, reaction]) => [fault, all(reaction, then)])) as Record<
    keyof typeof CATALOGUE,
    Reaction
  >;

/** The same reaction to every fault. */
export const always = (reaction: Reaction) =>
  Object.fromEntries(Object.keys(CATALOGUE).map((fault) => [fault, reaction])) as Record<
    keyof typeof CATALOGUE,
    Reaction
  >;

/** The same reaction to every fault but a 401, which is the login modal only (runtime spec §6), and `then`. */
export const withLogin = (reaction: Reaction, then?: Reaction) => ({
  ...always(reaction),
  '401': then ? all(loginModal, then) : loginModal,
});

/** `selector` says `key` (a status line, a message next to the field). */
export const textSays =
  (where: string | ((page: Page) => Locator), key: string, values: Record<string, string> = {}): Reaction =>
  async (cell) => {
    let text = say(cell.culture, key);
    for (const [name, value] of Object.entries(values)) text = text.replace(`{{${name}}}`, value);
    await expect(typeof where === 'string' ? cell.page.locator(where) : where(cell.page)).toHaveText(text);
  };
