// The `espeak-ng` package (eSpeak NG's command line compiled to WebAssembly) ships no types.
declare module 'espeak-ng' {
  interface ESpeakNGModule {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNG(options: {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  }): Promise<ESpeakNGModule>;
}
