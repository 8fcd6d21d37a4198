// Roboto for the interface, in the Latin subsets only (English, Spanish and names); browsers
// fetch a file only when a character in its unicode-range shows. The Indic scripts' faces
// load with their language (src/lib/scriptFonts.ts), the reader's font choices with the reader.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
