/** Rules of the carousel, pure. */

/**
 * Which slides are in view when `first` leads and `perView` show: the next ones, wrapping past the last when the
 * carousel loops, else only up to the last.
 */
export function slidesInView(first: number, perView: number, count: number, loop: boolean): boolean[] {
  return Array.from({ length: count }, (_, index) => {
    const offset = (index - first + count) % count;
    return loop ? offset < perView : index >= first && index < first + perView;
  });
}
