/** `import url from 'pkg/file?url'`: build.mjs emits the file under assets/ and the import is its path relative to the importing chunk. */
declare module '*?url' {
  const path: string;
  export default path;
}
