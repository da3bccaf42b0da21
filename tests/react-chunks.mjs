/** The build's chunks holding React (dist/meta.json: react or react-dom among their inputs), as paths under dist/. */
import { readFileSync } from 'node:fs';

export function reactChunkFiles() {
  const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8'));
  return new Set(
    Object.entries(meta.outputs)
      .filter(([, output]) => Object.keys(output.inputs).some((input) => /node_modules\/react(-dom)?\//.test(input)))
      .map(([file]) => file.replace(/^dist\//, '')),
  );
}
