import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { WavHeader } from '@breezystack/lamejs';
import ESpeakNg from 'espeak-ng';
import type { ESpeakModule, WasmImports, WasmInstance, WasmModule } from 'espeak-ng';

/**
 * One espeak-ng WASM instance that speaks many texts. The package is the espeak-ng command line compiled to
 * WASM: its main() runs once per instance and leaves global state behind, and a new instance costs about
 * 250 ms (copying 18 MB of voice data into its file system, loading the voice). So the instance is made once
 * without running main, its linear memory is copied, and every `speak` puts that copy back before it calls
 * main: each run starts from the state of a fresh instance for the price of a 32 MB copy. The file system
 * lives in JavaScript and keeps the voice data; only the text and WAV files are written and removed per run.
 */
export interface SpeechOptions {
  /** An espeak-ng voice with variant, e.g. en-us+f3. */
  voice: string;
  wordsPerMinute: number;
}

export interface Speech {
  sampleRate: number;
  samples: Int16Array;
}

/** The parts of the instance's exports this file calls (the names are the module's own). */
interface EspeakExports {
  memory: { buffer: ArrayBuffer };
  stackSave(): number;
  stackRestore(pointer: number): void;
  stackAlloc(bytes: number): number;
  __main_argc_argv(argc: number, argv: number): number;
}

/** Node's global WebAssembly, typed here because the project compiles without DOM types. */
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: {
      compile(bytes: Uint8Array): Promise<WasmModule>;
      instantiate(module: WasmModule, imports: WasmImports): Promise<WasmInstance>;
    };
  }
).WebAssembly;

export class EspeakVoice {
  private constructor(
    private readonly espeak: ESpeakModule,
    private readonly exports: EspeakExports,
    private readonly pristine: Uint8Array,
    private readonly errors: string[],
  ) {}

  /** Compiles and instantiates espeak-ng without running it, and keeps a copy of its pristine memory. */
  static async create(): Promise<EspeakVoice> {
    const wasmPath = fileURLToPath(new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng')));
    const wasm = await wasmApi.compile(await readFile(wasmPath));
    const errors: string[] = [];
    let instance: WasmInstance | undefined;
    // A failed instantiation would otherwise leave the module's promise pending forever.
    let failInstantiation: (error: unknown) => void = () => {};
    const instantiationFailed = new Promise<never>((_, reject) => (failInstantiation = reject));
    const espeak = await Promise.race([
      ESpeakNg({
        noInitialRun: true,
        arguments: [],
        print: () => {},
        printErr: (line) => errors.push(line),
        // exit() in espeak-ng (an unknown voice, say) ends the run with an exception, never the process.
        quit: (_status, toThrow) => {
          throw toThrow;
        },
        instantiateWasm: (imports, receive) => {
          wasmApi.instantiate(wasm, imports).then((made) => {
            instance = made;
            receive(made, wasm);
          }, failInstantiation);
          return {};
        },
      }),
      instantiationFailed,
    ]);
    const exports = (instance as { exports: EspeakExports } | undefined)?.exports;
    if (!exports) throw new Error('espeak-ng was not instantiated');
    return new EspeakVoice(espeak, exports, new Uint8Array(exports.memory.buffer).slice(), errors);
  }

  /** Speaks `text` into 16-bit mono samples; throws with espeak-ng's own message when it cannot. */
  speak(text: string, options: SpeechOptions): Speech {
    this.errors.length = 0;
    const memory = new Uint8Array(this.exports.memory.buffer);
    memory.set(this.pristine);
    // Memory that grew during an earlier run is zero in a fresh instance too.
    memory.fill(0, this.pristine.length);
    const { FS } = this.espeak;
    // The text goes through a file, so a sentence starting with '-' is never read as an option.
    FS.writeFile('/text.txt', text);
    try {
      let status: number;
      try {
        status = this.main(['-v', options.voice, '-s', String(options.wordsPerMinute), '-f', '/text.txt', '-w', '/speech.wav']);
      } catch (stopped) {
        // exit() arrives as Emscripten's ExitStatus, a trap as a RuntimeError: what espeak-ng printed says more.
        const said = this.errors.join(' ') || (stopped as { message?: string }).message || String(stopped);
        throw new Error(`espeak-ng stopped: ${said}`, { cause: stopped });
      }
      if (status !== 0) throw new Error(`espeak-ng exited with ${status}: ${this.errors.join(' ')}`);
      return readWav(FS.readFile('/speech.wav'));
    } finally {
      for (const file of ['/text.txt', '/speech.wav']) {
        try {
          FS.unlink(file);
        } catch {
          // not written
        }
      }
    }
  }

  /** Calls the program's main() with its arguments laid out on the WASM stack, as Emscripten's callMain does. */
  private main(args: string[]): number {
    const wasm = this.exports;
    const stack = wasm.stackSave();
    try {
      const encoder = new TextEncoder();
      const pointers = ['espeak-ng', ...args].map((arg) => {
        const bytes = encoder.encode(`${arg}\0`);
        const pointer = wasm.stackAlloc(bytes.length);
        new Uint8Array(wasm.memory.buffer, pointer, bytes.length).set(bytes);
        return pointer;
      });
      const argv = wasm.stackAlloc((pointers.length + 1) * 4);
      new Uint32Array(wasm.memory.buffer, argv, pointers.length + 1).set([...pointers, 0]);
      return wasm.__main_argc_argv(pointers.length, argv);
    } finally {
      // Also after exit() or a trap, so the next run's stack starts where a fresh instance's does.
      wasm.stackRestore(stack);
    }
  }
}

interface WavInfo {
  channels: number;
  sampleRate: number;
  dataOffset: number;
  dataLen: number;
}

function readWav(wav: Uint8Array): Speech {
  // readHeader is static at run time although the package's types list it on instances.
  const wavHeader = WavHeader as unknown as { readHeader(view: DataView): WavInfo | undefined };
  const header = wavHeader.readHeader(new DataView(wav.buffer, wav.byteOffset, wav.byteLength));
  if (!header || header.channels !== 1) throw new Error('espeak-ng wrote an unexpected WAV file');
  const start = wav.byteOffset + header.dataOffset;
  const length = Math.max(0, Math.min(header.dataLen, wav.byteLength - header.dataOffset)) >> 1;
  // Copy into an aligned buffer: Int16Array needs an even byte offset.
  return { sampleRate: header.sampleRate, samples: new Int16Array(wav.buffer.slice(start, start + length * 2)) };
}
