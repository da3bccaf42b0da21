/** A stylesheet imported by a chunk is a hashed file of the build; the import is its address, relative to the chunk. */
declare module '*.css' {
  const address: string;
  export default address;
}
