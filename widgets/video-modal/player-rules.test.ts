import { describe, expect, it } from 'vitest';
import { embedUrl, isVideoId, isYoutubeAnswer, YOUTUBE_READY_CHECK_MS } from './player-rules.ts';

describe('video modal players', () => {
  it('checks the YouTube player every 100 ms (runtime spec §9)', () => {
    expect(YOUTUBE_READY_CHECK_MS).toBe(100);
  });

  it('uses the privacy-enhanced YouTube host without marketing consent', () => {
    const granted = embedUrl('youtube', 'aBc_12-x', true, 'https://shop.example');
    expect(granted.origin).toBe('https://www.youtube.com');
    expect(granted.pathname).toBe('/embed/aBc_12-x');
    expect(granted.searchParams.get('enablejsapi')).toBe('1');
    expect(granted.searchParams.get('origin')).toBe('https://shop.example');
    expect(embedUrl('youtube', 'aBc_12-x', false, 'https://shop.example').origin).toBe(
      'https://www.youtube-nocookie.com',
    );
  });

  it('asks Vimeo not to track without marketing consent', () => {
    expect(embedUrl('vimeo', '76979871', true, 'x').href).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
    expect(embedUrl('vimeo', '76979871', false, 'x').searchParams.get('dnt')).toBe('1');
  });

  it('accepts video ids only', () => {
    expect(isVideoId('dQw4w9WgXcQ')).toBe(true);
    expect(isVideoId('76979871')).toBe(true);
    expect(isVideoId('../x')).toBe(false);
    expect(isVideoId('a b')).toBe(false);
    expect(isVideoId('')).toBe(false);
  });

  it('reads the YouTube player answers', () => {
    expect(isYoutubeAnswer('{"event":"onReady"}')).toBe(true);
    expect(isYoutubeAnswer('{"event":"infoDelivery","info":{}}')).toBe(true);
    expect(isYoutubeAnswer('{"event":"listening"}')).toBe(false);
    expect(isYoutubeAnswer('not json')).toBe(false);
    expect(isYoutubeAnswer({ event: 'onReady' })).toBe(false);
  });
});
