/**
 * The page behind an open modal dialog does not scroll; the scrollbar's width is kept as padding so nothing moves.
 * One count for every open dialog of the shell.
 */
let scrollLocks = 0;

/** Locks the page's scroll; the function returned releases this lock (the page scrolls again after the last). */
export function lockScroll(): () => void {
  scrollLocks += 1;
  if (scrollLocks === 1) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.documentElement.style.setProperty('--rt-scrollbar-width', `${scrollbar}px`);
    document.documentElement.classList.add('rt-scroll-locked');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.classList.remove('rt-scroll-locked');
  };
}
