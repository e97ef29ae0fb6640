/**
 * The part of the WebAssembly JavaScript API the server uses (counting-memory.ts). TypeScript
 * declares it only in its DOM library, which a Node project does not load; Node provides all of it.
 */
declare namespace WebAssembly {
  class Module {
    constructor(bytes: ArrayBufferView | ArrayBuffer);
  }
  class Instance {
    constructor(module: Module, imports?: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
  class Memory {
    readonly buffer: ArrayBuffer;
    grow(pages: number): number;
  }
}
