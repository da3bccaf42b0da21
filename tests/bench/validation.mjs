/**
 * Validation benchmark (part of `npm run bench`): validating a 100-field form on submit, in Chromium, chunk loaded.
 * Each field carries required + length + a format rule; half of them are invalid, so messages are written too.
 */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function validationBenchmark(browser, base, rounds) {
  const page = await browser.newPage();
  await page.goto(`${base}/fr/account/register`);
  await page.evaluate(() => window.ShopRuntime.ready);
  const times = await page.evaluate(async (n) => {
    const form = document.createElement('form');
    form.id = 'bench-form';
    form.innerHTML = Array.from({ length: 100 }, (_, i) => {
      const name = `Bench.Field${i}`;
      const rules =
        i % 3 === 0
          ? 'data-val-email=""'
          : i % 3 === 1
            ? 'data-val-number=""'
            : 'data-val-regex="" data-val-regex-pattern="[A-Z]{2}\\d+"';
      const value = i % 2 === 0 ? (i % 3 === 0 ? 'a@b.be' : i % 3 === 1 ? '1,5' : 'BE123') : 'x y';
      return `<input name="${name}" value="${value}" data-val="true" data-val-required="" data-val-length="" data-val-length-max="50" ${rules}><span data-valmsg-for="${name}"></span>`;
    }).join('');
    document.querySelector('main').append(form);
    const api = window.ShopRuntime.validation;
    await api.validateForm(form); // loads the chunk
    const results = [];
    for (let round = 0; round < n; round++) {
      const start = performance.now();
      await api.validateForm(form);
      results.push(performance.now() - start);
    }
    return results;
  }, rounds * 3);
  await page.close();
  return median(times);
}
