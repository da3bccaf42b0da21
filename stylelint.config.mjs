/**
 * The support claim for CSS (issue 41): the runtime's stylesheets use no feature the browsers of package.json's
 * `browserslist` entry lack (doiuse, with caniuse's data), unless behind `@supports` with a fallback (the
 * declaration inside says so in a stylelint-disable comment) or ignored below with the reason. Formatting is
 * Prettier's job; this config checks nothing else. `npm run lint` and `npm test` run it over styles/ and widgets/.
 */

/** Features caniuse reports for browsers where they have nothing to act on: each is harmless there. */
const IGNORED = [
  // `cursor` (pointer, grab…): caniuse counts iOS Safari as lacking it because a touch screen shows no pointer.
  'css3-cursors',
  'css3-cursors-grab',
  // `touch-action`: desktop Safari has no touch input; iOS Safari, where the touch is, has had it since 13.
  'css-touch-action',
];

export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  ignoreFiles: ['fixtures/**', 'node_modules/**', 'dist/**', '.build/**'],
  rules: {
    'plugin/no-unsupported-browser-features': [true, { severity: 'error', ignore: IGNORED }],
  },
};
