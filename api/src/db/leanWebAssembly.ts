import v8 from 'node:v8';

/**
 * Compiles the embedded database's WebAssembly (PostgreSQL) with V8's baseline compiler only,
 * each function on its first call. By default V8 compiles the module with its baseline compiler
 * and then its hot functions again with its optimising compiler: the optimised code and the
 * compiler's working memory stay resident. Measured on 1 December (docs/performance.md,
 * "Memory"): the server on the embedded database peaked at 283–286 MB end to end by default and
 * at 235 MB with these flags, against its 300 MB budget; PGlite's own queries took about the same
 * processor time either way (their time goes to PGlite's JavaScript glue as much as to the
 * WebAssembly), 7 % more at most, within the machine's noise.
 *
 * Process-wide: set before the first PGlite is created, since V8 reads these flags when it
 * compiles a module. The server's only other WebAssembly is the HTTP parser of Node's `fetch`,
 * used for the few homepages the categoriser reads.
 */
export function selectLeanWebAssemblyCompiler(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--wasm-lazy-compilation');
}
