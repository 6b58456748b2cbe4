/**
 * Loads mupdf with its diagnostics captured instead of printed: the CLI's stderr must carry
 * one line only, and the repair warnings tell us a file was damaged. The module reads its
 * options from a global when it is first evaluated, hence the dynamic import after setting it.
 */
const diagnostics: string[] = [];

/** Emscripten's module object: our options in, its memory views out. */
const wasmModule: {
  print(message: string): void;
  printErr(message: string): void;
  HEAPU8?: Uint8Array;
} = {
  printErr: (message: string) => diagnostics.push(message),
  print: (message: string) => diagnostics.push(message),
};
(globalThis as Record<string, unknown>)['$libmupdf_wasm_Module'] = wasmModule;

export const mupdf = await import('mupdf');

/** The size of mupdf's WebAssembly memory, which grows as it needs and never shrinks. */
export const mupdfMemoryBytes = (): number => wasmModule.HEAPU8?.length ?? 0;

/**
 * Drops the references mupdf.js hands to a callback: every character a text walk reports
 * comes with a new reference to its font, every image block with one to its image, every
 * path or text a device draws with its own (and its colour space's, its stroke's). mupdf.js
 * lets go of them only when the garbage collector finalises their wrappers, which can be
 * many documents later: until then the fonts and images of documents long closed stay in
 * mupdf's memory, and that memory grows with every resume read and never shrinks.
 */
export function release(...held: { destroy(): void }[]): void {
  for (const reference of held) reference.destroy();
}

/** Returns and clears what mupdf reported since the last call. */
export function takeDiagnostics(): string[] {
  return diagnostics.splice(0, diagnostics.length);
}
