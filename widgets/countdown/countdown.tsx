import { useEffect, useState } from 'react';
import { emit } from '../../runtime/events.ts';
import type { OptionsOf } from '../../runtime/options.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { mountIsland } from '../react-islands.tsx';
import type { countdownOptions } from './definition.ts';
import { crossedEnd, remaining } from './remaining.ts';
import { spokenRemaining, unitName, UNITS } from './units.ts';

type Options = OptionsOf<typeof countdownOptions>;

const TICK_MS = 1000;

function Countdown({ end, label, onEnded }: Options & { onEnded: () => void }) {
  const endMs = end.getTime();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let previous = Date.now();
    const timer = setInterval(() => {
      const current = Date.now();
      if (crossedEnd(endMs, previous, current)) onEnded();
      previous = current;
      setNow(current);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endMs, onEnded]);

  const left = remaining(endMs, now);
  const spoken = spokenRemaining(left);
  // role=timer is not announced on each tick (its live region is off): screen readers read it when visited.
  return (
    <span className="rt-countdown" role="timer" aria-label={label ? `${label} ${spoken}` : spoken}>
      {UNITS.map((unit) => (
        <span key={unit} className={`rt-countdown__part rt-countdown__${unit}`} aria-hidden="true">
          <span className="rt-countdown__value">{String(left[unit]).padStart(2, '0')}</span>
          <span className="rt-countdown__unit">{unitName(unit, left[unit])}</span>
        </span>
      ))}
    </span>
  );
}

export function mount(element: HTMLElement, options: Options, _context: WidgetContext) {
  const original = Array.from(element.childNodes);
  element.replaceChildren();
  const onEnded = () => {
    // The end callback (runtime spec §4): a listener of `countdown:ended` may take over from reload or hide.
    const proceed = emit('countdown:ended', { end: options.end.toISOString() }, { cancelable: true, target: element });
    if (!proceed) return;
    if (options.onEnd === 'reload') location.reload();
    if (options.onEnd === 'hide') element.hidden = true;
  };
  const unmount = mountIsland(element, <Countdown {...options} onEnded={onEnded} />);
  return () => {
    unmount();
    element.replaceChildren(...original);
  };
}
