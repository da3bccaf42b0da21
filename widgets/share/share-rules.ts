/** Social share (runtime spec §2 "Social share widget"), pure: the networks and their share addresses. */
import { encodeUriPart } from '../shared/uri-part.ts';

export const NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp', 'pinterest', 'email', 'copy'] as const;
export type Network = (typeof NETWORKS)[number];

export const NETWORK_NAMES: Record<Network, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  pinterest: 'Pinterest',
  email: 'E-mail',
  copy: '',
};

/** Short marks shown when the names are not (the accessible name is always the full one). */
export const NETWORK_MARKS: Record<Network, string> = {
  facebook: 'f',
  x: 'X',
  linkedin: 'in',
  whatsapp: 'WA',
  pinterest: 'P',
  email: '@',
  copy: '🔗',
};

export const isNetwork = (name: string): name is Network => (NETWORKS as readonly string[]).includes(name);

/** The address that shares `url` with `text` on a network (null for copy, which uses the clipboard). */
export function shareAddress(network: Network, { url, text }: { url: string; text: string }): string | null {
  const u = encodeUriPart(url);
  const t = encodeUriPart(text);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/post?text=${t}&url=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeUriPart(`${text} ${url}`)}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
    case 'copy':
      return null;
  }
}
