// The `espeak-ng` package (eSpeak NG's command line compiled to WebAssembly) ships no types.
// The benchmark runs its command line; the narration worker (server/src/narration/espeak)
// instantiates its WebAssembly itself and calls main with its own arguments.
declare module 'espeak-ng' {
  interface ESpeakNGModule {
    FS: {
      readFile(path: string): Uint8Array;
      streams: ({ fd: number } | null | undefined)[];
      close(stream: { fd: number }): void;
    };
  }
  export default function ESpeakNG(options: {
    arguments?: string[];
    noInitialRun?: boolean;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Emscripten's hook: the caller compiles and instantiates the module itself. */
    instantiateWasm?(imports: object, done: (instance: object) => void): object;
  }): Promise<ESpeakNGModule>;
}
