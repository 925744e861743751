// The Emscripten factory of the espeak-ng package (the espeak-ng command line compiled to WASM), untyped upstream.
declare module 'espeak-ng' {
  /** Opaque WebAssembly values (the project's lib setting has no DOM types). */
  export type WasmModule = object;
  export type WasmInstance = object;
  export type WasmImports = object;

  export interface ESpeakModule {
    FS: {
      writeFile(path: string, data: string | Uint8Array): void;
      readFile(path: string): Uint8Array;
      unlink(path: string): void;
    };
  }
  export interface ESpeakOptions {
    /** The command line, as for the espeak-ng program; main() runs once on instantiation unless noInitialRun. */
    arguments: string[];
    /** Instantiate without running main(); the caller runs it through the instance's exports. */
    noInitialRun?: boolean;
    preRun?: ((module: ESpeakModule) => void)[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    /** Called for exit(); the default also sets process.exitCode, which a failed narration must not do. */
    quit?: (status: number, toThrow: unknown) => void;
    instantiateWasm?: (imports: WasmImports, receive: (instance: WasmInstance, module: WasmModule) => void) => object;
  }
  export default function ESpeakNg(options: ESpeakOptions): Promise<ESpeakModule>;
}
