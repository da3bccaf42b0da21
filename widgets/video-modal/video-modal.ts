/**
 * Video modals (runtime spec §2): the hook (a link or button with a local poster) opens a dialog holding the
 * service's player. Nothing comes from the service before that: the iframe is created when the dialog opens and
 * removed when it closes, after the player was told to stop.
 */
import { consentApi } from '../../runtime/consent/consent.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { openModal } from '../../runtime/ui.ts';
import type { VideoModalOptions as Options } from './definition.ts';
import {
  embedUrl,
  isVideoId,
  isYoutubeAnswer,
  vimeoCommand,
  YOUTUBE_READY_CHECK_MS,
  youtubeCommand,
  youtubeListening,
} from './player-rules.ts';

/** The player in the dialog's body: a 16:9 frame, and the talk with it until the dialog closes. */
function playIn(
  dialog: HTMLElement,
  body: HTMLElement,
  { provider, videoId, title }: Options & { title: string },
  closed: Promise<void>,
) {
  const url = embedUrl(provider, videoId, consentApi.current()?.marketing === true, location.origin);
  const frame = document.createElement('div');
  frame.className = 'ratio ratio-16x9 rt-video-modal__frame';
  const iframe = document.createElement('iframe');
  iframe.title = title;
  iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  iframe.allowFullscreen = true;
  iframe.referrerPolicy = 'strict-origin-when-cross-origin';
  iframe.src = url.href;
  frame.append(iframe);
  body.replaceChildren(frame);

  const say = (message: string) => iframe.contentWindow?.postMessage(message, url.origin);
  let ready = false;
  let check: ReturnType<typeof setInterval> | undefined;
  const listener = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== url.origin || ready) return;
    if (!isYoutubeAnswer(event.data)) return;
    ready = true;
    clearInterval(check);
    say(youtubeCommand('playVideo'));
  };
  if (provider === 'youtube') {
    addEventListener('message', listener);
    // Runtime spec §9: until the player answers, it is asked every 100 ms.
    check = setInterval(() => say(youtubeListening()), YOUTUBE_READY_CHECK_MS);
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    clearInterval(check);
    removeEventListener('message', listener);
    if (provider === 'vimeo') say(vimeoCommand('pause'));
    else if (ready) say(youtubeCommand('stopVideo'));
  };
  // The player stops as the dialog starts closing (it loses is-open), not after the closing animation.
  let wasOpen = dialog.classList.contains('is-open');
  const observer = new MutationObserver(() => {
    const isOpen = dialog.classList.contains('is-open');
    if (wasOpen && !isOpen) stop();
    wasOpen = isOpen;
  });
  observer.observe(dialog, { attributes: true, attributeFilter: ['class'] });
  void closed.then(() => {
    stop();
    iframe.remove();
  });
}

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  if (!isVideoId(options.videoId)) {
    console.error(`[runtime] video-modal: "${options.videoId}" is not a ${options.provider} video id.`, element);
    return undefined;
  }
  const title = options.title ?? element.textContent?.trim() ?? '';
  element.setAttribute('aria-haspopup', 'dialog');
  let open: Promise<void> | undefined;
  element.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      if (open) return;
      open = openModal({ title, size: 'lg', className: 'rt-video-modal' })
        .then(async (handle) => {
          if (!handle) return;
          const body = handle.element.querySelector<HTMLElement>('.modal-body');
          if (body) playIn(handle.element, body, { ...options, title }, handle.closed);
          signal.addEventListener('abort', () => handle.close(), { once: true });
          await handle.closed;
        })
        .finally(() => {
          open = undefined;
        });
    },
    { signal },
  );
  return () => element.removeAttribute('aria-haspopup');
}
