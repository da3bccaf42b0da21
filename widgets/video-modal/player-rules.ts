/**
 * Video modals (runtime spec §2, §9): where the player comes from and what is said to it. Pure.
 *
 * YouTube: the iframe API's postMessage protocol. The page says "listening" every 100 ms (runtime spec §9, the
 * player check) until the player answers; then it may send commands (playVideo, stopVideo). With marketing
 * consent refused, the privacy-enhanced host youtube-nocookie.com is used. Vimeo: its player.js messages
 * (`{ method }`); with marketing consent refused, `dnt=1` (the player sets no tracking cookie).
 */
import { encodeUriPart } from '../shared/uri-part.ts';

export type VideoProvider = 'youtube' | 'vimeo';

/** Runtime spec §9: the YouTube player is checked for readiness every 100 ms. */
export const YOUTUBE_READY_CHECK_MS = 100;

export const YOUTUBE_HOST = 'https://www.youtube.com';
export const YOUTUBE_PRIVATE_HOST = 'https://www.youtube-nocookie.com';
export const VIMEO_HOST = 'https://player.vimeo.com';

/** A video id as the services write them (letters, digits, - and _); anything else is refused. */
export const isVideoId = (id: string) => /^[\w-]{1,64}$/.test(id);

/** The player's address for this video; `origin` is the page's (YouTube's API answers only to it). */
export function embedUrl(provider: VideoProvider, id: string, marketing: boolean, origin: string): URL {
  if (provider === 'vimeo') {
    const url = new URL(`/video/${encodeUriPart(id)}`, VIMEO_HOST);
    url.searchParams.set('autoplay', '1');
    if (!marketing) url.searchParams.set('dnt', '1');
    return url;
  }
  const url = new URL(`/embed/${encodeUriPart(id)}`, marketing ? YOUTUBE_HOST : YOUTUBE_PRIVATE_HOST);
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  url.searchParams.set('origin', origin);
  return url;
}

/** The YouTube iframe API messages the page sends. */
export const youtubeListening = () => JSON.stringify({ event: 'listening', id: 1, channel: 'widget' });
export const youtubeCommand = (func: 'playVideo' | 'stopVideo' | 'pauseVideo') =>
  JSON.stringify({ event: 'command', func, args: [], id: 1, channel: 'widget' });

/** Whether a message from the player says it is ready (any answer of the iframe API is one). */
export function isYoutubeAnswer(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const message = JSON.parse(data) as { event?: unknown };
    return ['onReady', 'initialDelivery', 'infoDelivery'].includes(String(message.event));
  } catch {
    return false;
  }
}

/** Vimeo's player.js message. */
export const vimeoCommand = (method: 'pause' | 'play') => JSON.stringify({ method });
