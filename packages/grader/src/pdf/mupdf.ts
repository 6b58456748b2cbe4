/**
 * Loads mupdf with its diagnostics captured instead of printed: the CLI's stderr must carry
 * one line only, and the repair warnings tell us a file was damaged. The module reads its
 * options from a global when it is first evaluated, hence the dynamic import after setting it.
 */
const diagnostics: string[] = [];

(globalThis as Record<string, unknown>)['$libmupdf_wasm_Module'] = {
  printErr: (message: string) => diagnostics.push(message),
  print: (message: string) => diagnostics.push(message),
};

export const mupdf = await import('mupdf');

/** Returns and clears what mupdf reported since the last call. */
export function takeDiagnostics(): string[] {
  return diagnostics.splice(0, diagnostics.length);
}
