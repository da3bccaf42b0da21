/**
 * For the build alone (build.mjs `oneCoreChunk` appends an import of this file to every lazily imported module):
 * what runtime/main.ts imports, so that every module runtime.js loads at once is reached from every lazy module too
 * and esbuild puts them all in one chunk, instead of one chunk per set of lazy modules that use them. Keep it in
 * step with main.ts's imports: the build fails when runtime.js imports more than one chunk.
 */
import '../validation/loader.ts';
import './boot.ts';
import './config.ts';
import './consent/consent.ts';
import './create-runtime.ts';
import './init-loader.ts';
import './public-api.ts';
