// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerSubmitStep, SUBMIT_STEPS, type SubmitStep, type SubmitStepName, type Submission } from './submit.ts';

let stops: (() => void)[];
let calls: string[];
/** Every submit event the window hears, and whether it was left to the browser (checked after our listener). */
let heard: { form: EventTarget | null; prevented: boolean }[];
const afterSteps = (event: Event) => {
  heard.push({ form: event.target, prevented: event.defaultPrevented });
  event.preventDefault(); // happy-dom would navigate
};

beforeEach(() => {
  document.body.innerHTML =
    '<form id="form" action="/fr/service" method="post"><button name="Go" value="1">Go</button></form>';
  stops = [];
  calls = [];
  heard = [];
  window.addEventListener('submit', afterSteps);
});

afterEach(() => {
  for (const stop of stops) stop();
  window.removeEventListener('submit', afterSteps);
  vi.restoreAllMocks();
});

const form = () => document.getElementById('form') as HTMLFormElement;
const button = () => form().querySelector('button') as HTMLButtonElement;

function step(name: SubmitStepName, outcome: SubmitStep = () => undefined): void {
  stops.push(
    registerSubmitStep(name, (submission) => {
      calls.push(name);
      return outcome(submission);
    }),
  );
}

function submit(submitter: HTMLElement | null = button()): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form().dispatchEvent(event);
  return event;
}

describe('the submit steps', () => {
  it('run in order: validation, forgetting prefetched pages, a widget’s sending, a dialog’s form, the visit', () => {
    // Registered in another order than they run: the layers start when they load.
    for (const name of ['visit', 'send', 'validate', 'dialog', 'forget'] as const) step(name);
    submit();
    expect(calls).toEqual(['validate', 'forget', 'send', 'dialog', 'visit']);
    expect(SUBMIT_STEPS).toEqual(calls);
    expect(heard).toEqual([{ form: form(), prevented: false }]);
  });

  it('give each step the form and its submitter (null for a button of another form)', () => {
    const seen: Submission[] = [];
    step('visit', (submission) => void seen.push(submission));
    submit();
    document.body.insertAdjacentHTML('beforeend', '<form id="other"><button>Other</button></form>');
    submit(document.querySelector<HTMLElement>('#other button'));
    expect(seen.map(({ form: sent, submitter }) => [sent, submitter])).toEqual([
      [form(), button()],
      [form(), null],
    ]);
  });

  it('a step that sends the form stops the later steps and the browser', () => {
    step('send', () => 'sent');
    step('dialog');
    step('visit');
    submit();
    expect(calls).toEqual(['send']);
    expect(heard).toEqual([{ form: form(), prevented: true }]);
  });

  it('a step that leaves the form to the browser stops the later steps and prevents nothing', () => {
    step('dialog', () => 'native');
    step('visit', () => 'sent');
    submit();
    expect(calls).toEqual(['dialog']);
    expect(heard).toEqual([{ form: form(), prevented: false }]);
  });

  it('a held submission goes on once the step says so, in the same submit event, with its submitter', async () => {
    let release!: (goOn: boolean) => void;
    step('validate', () => new Promise<boolean>((resolve) => (release = resolve)));
    const seen: (HTMLElement | null)[] = [];
    step('visit', ({ submitter }) => {
      seen.push(submitter);
      return 'sent';
    });
    submit();
    expect(heard).toEqual([{ form: form(), prevented: true }]);
    expect(calls).toEqual(['validate']);
    release(true);
    await vi.waitFor(() => expect(calls).toEqual(['validate', 'visit']));
    expect(seen).toEqual([button()]);
    expect(heard).toHaveLength(1); // no second submit event
  });

  it('a held submission that may not go on is sent by nothing', async () => {
    let release!: (goOn: boolean) => void;
    step('validate', () => new Promise<boolean>((resolve) => (release = resolve)));
    step('send', () => 'sent');
    const requestSubmit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit');
    submit();
    release(false);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    expect(calls).toEqual(['validate']);
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('a held form no step sends is handed back to the browser once, with its submitter', async () => {
    step('validate', () => Promise.resolve(true));
    step('visit', () => 'native');
    const requestSubmit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (
      this: HTMLFormElement,
      submitter,
    ) {
      this.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));
    });
    submit();
    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledWith(button()));
    // The handed-back submit passes every step untouched: the browser sends it.
    expect(calls).toEqual(['validate', 'visit']);
    expect(heard).toEqual([
      { form: form(), prevented: true },
      { form: form(), prevented: false },
    ]);
  });

  it('a step that throws does not lose the form: it is reported, the later steps get it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    step('send', () => {
      throw new Error('broken widget');
    });
    step('visit', () => 'sent');
    submit();
    expect(calls).toEqual(['send', 'visit']);
    expect(heard).toEqual([{ form: form(), prevented: true }]);
    expect(error).toHaveBeenCalledWith('[runtime] The submit step "send" failed:', expect.any(Error));
  });

  it('a held step that fails is reported and the later steps still get the form', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    step('validate', () => Promise.reject(new Error('lost')));
    step('visit', () => 'sent');
    submit();
    await vi.waitFor(() => expect(calls).toEqual(['validate', 'visit']));
    expect(error).toHaveBeenCalledOnce();
  });

  it('a submit another listener prevented is not theirs', () => {
    step('visit', () => 'sent');
    form().addEventListener('submit', (event) => event.preventDefault(), { once: true });
    submit();
    expect(calls).toEqual([]);
  });

  it('a theme listener added to the document after the steps speaks first: its preventDefault sends nothing', () => {
    step('validate');
    step('visit', () => 'sent');
    // Registered after the runtime's listener (a theme script that runs after boot), on the same document.
    const theme = vi.fn((event: Event) => {
      expect(calls).toEqual([]);
      event.preventDefault();
    });
    document.addEventListener('submit', theme);
    submit();
    document.removeEventListener('submit', theme);
    expect(theme).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
    // The next submit, without the theme's listener, is the runtime's again.
    submit();
    expect(calls).toEqual(['validate', 'visit']);
  });

  it('a removed step runs no more', () => {
    step('send', () => 'sent');
    const stopVisit = registerSubmitStep('visit', () => 'sent');
    stopVisit();
    stops.pop()?.();
    submit();
    expect(calls).toEqual([]);
    expect(heard).toEqual([{ form: form(), prevented: false }]);
  });
});
