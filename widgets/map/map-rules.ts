/** The content map's data (runtime spec §3 Map), pure: markers from the list items' data, the centre option. */

export interface MarkerData {
  index: number;
  id: string;
  lat: number;
  lng: number;
  title: string;
  icon?: string;
}

const coordinate = (text: string | undefined, limit: number) => {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/** Markers of the items with valid coordinates; the others are named in `refused`. */
export function markersOf(items: Record<string, string | undefined>[]): { markers: MarkerData[]; refused: string[] } {
  const markers: MarkerData[] = [];
  const refused: string[] = [];
  items.forEach((data, index) => {
    const lat = coordinate(data.lat, 90);
    const lng = coordinate(data.lng, 180);
    const title = data.title?.trim() ?? '';
    if (lat === null || lng === null) {
      refused.push(title || `item ${index + 1}`);
      return;
    }
    markers.push({
      index,
      id: data.id?.trim() || `marker-${index + 1}`,
      lat,
      lng,
      title,
      icon: data.icon || undefined,
    });
  });
  return { markers, refused };
}

/** The centre option ("lat, lng" as a list of two numbers), or null when it is not one. */
export function centerOf(parts: string[] | undefined): { lat: number; lng: number } | null {
  if (!parts || parts.length !== 2) return null;
  const lat = coordinate(parts[0], 90);
  const lng = coordinate(parts[1], 180);
  return lat === null || lng === null ? null : { lat, lng };
}
