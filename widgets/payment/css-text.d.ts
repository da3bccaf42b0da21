/** A stylesheet imported as text (`with { type: 'text' }`, esbuild's text loader). */
declare module '*.css' {
  const text: string;
  export default text;
}
