import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import wabt from 'wabt';

/** The WebAssembly the product runs, by source: each text module and the TypeScript file holding its binary. */
export const WASM_MODULES = [
  {
    source: 'src/modules/directory/queries/search-directory/facet-popcount.wat',
    output: 'src/modules/directory/queries/search-directory/facet-popcount.wasm.ts',
    constant: 'FACET_POPCOUNT_WASM',
  },
];

/** A text module's binary, as wabt assembles it. */
export async function assembleWat(file: string): Promise<Uint8Array> {
  const assembler = await wabt();
  const parsed = assembler.parseWat(path.basename(file), await readFile(file, 'utf8'));
  try {
    return parsed.toBinary({}).buffer;
  } finally {
    parsed.destroy();
  }
}

/** The TypeScript file holding a module's binary (base64: a few hundred bytes, loaded without reading a file). */
export function wasmModuleSource(constant: string, source: string, binary: Uint8Array): string {
  return `// Built by \`npm run build:wasm\` from ${path.basename(source)}: edit that file, then build again.\nexport const ${constant} = '${Buffer.from(binary).toString('base64')}';\n`;
}

/** `npm run build:wasm`: assembles every text module into the TypeScript file the code imports. */
async function main(): Promise<void> {
  for (const { source, output, constant } of WASM_MODULES) {
    await writeFile(output, wasmModuleSource(constant, source, await assembleWat(source)));
    console.log(`${output} written from ${source}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
