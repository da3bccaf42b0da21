/**
 * Validation benchmark (part of `npm run bench`): validating a 100-field form on submit, in Chromium, chunk loaded.
 * Each field (label, input, message container, as the CMS renders them) carries required + length + a format rule;
 * half of them are invalid, so messages are written too.
 *
 *   first:   a form never validated before (its rules are parsed and its schema compiled, then cached)
 *   again:   the same form validated again with every value changed (every message changes)
 *   layout:  after `again`, the browser's style and layout of the changed messages (forced at once here; on a page
 *            it happens in the next frame, where the first invalid field is also focused)
 */
import { pageWithConsent } from '../consent-cookie.mjs';
import { median } from './stats.mjs';

export async function validationBenchmark(browser, base, rounds) {
  const page = await pageWithConsent(browser, base);
  await page.goto(`${base}/fr/account/register`);
  await page.evaluate(() => window.ShopRuntime.ready);
  const result = await page.evaluate(async (n) => {
    const api = window.ShopRuntime.validation;
    const benchForm = () => {
      const form = document.createElement('form');
      form.innerHTML = Array.from({ length: 100 }, (_, i) => {
        const name = `Bench.Field${i}`;
        const rules =
          i % 3 === 0
            ? 'data-val-email=""'
            : i % 3 === 1
              ? 'data-val-number=""'
              : 'data-val-regex="" data-val-regex-pattern="[A-Z]{2}\\d+"';
        const value = i % 2 === 0 ? (i % 3 === 0 ? 'a@b.be' : i % 3 === 1 ? '1,5' : 'BE123') : 'x y';
        return `<div class="mb-3"><label class="form-label" for="f${i}">Champ ${i}</label><input id="f${i}" class="form-control" name="${name}" value="${value}" data-val="true" data-val-required="" data-val-length="" data-val-length-max="50" ${rules}><span class="text-danger" data-valmsg-for="${name}"></span></div>`;
      }).join('');
      document.querySelector('main').append(form);
      return form;
    };
    // A visitor submits a page the browser has already laid out: each timing starts after a frame.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await api.validateForm(benchForm()); // loads the chunk
    const first = [];
    const again = [];
    const layout = [];
    for (let round = 0; round < n; round++) {
      const form = benchForm();
      await frame();
      let start = performance.now();
      await api.validateForm(form);
      first.push(performance.now() - start);
      // The invalid half becomes valid and the other way round: every message changes.
      for (const input of form.querySelectorAll('input')) input.value = input.value === 'x y' ? 'AB1' : 'x y';
      await frame();
      start = performance.now();
      await api.validateForm(form);
      again.push(performance.now() - start);
      start = performance.now();
      void document.body.offsetHeight;
      layout.push(performance.now() - start);
      form.remove();
    }
    return { first, again, layout };
  }, rounds * 3);
  await page.close();
  return { first: median(result.first), again: median(result.again), layout: median(result.layout) };
}
