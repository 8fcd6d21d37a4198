/**
 * The first screen's pictures, drawn by index.html into its frame (src/lib/bootShell.ts) as soon
 * as its early read answers (src/lib/earlyReads.ts), before the app's script has run: the story
 * list's first covers in their cards, or a reader's opening page with the story's title. Text
 * the page cannot know yet (the interface's words) is drawn as grey bars. The boxes have the
 * app's sizes, so the app's first render puts the same pictures in the same places.
 *
 * Self-contained (no imports, no closures), so index.html's early script carries it as text.
 * Everything from the API is set as text or as a checked address, never as markup. Resolves
 * once every picture has loaded (or failed).
 */
export type BootScreen =
  | { kind: 'list'; pictures: string[] }
  | { kind: 'page'; title: string; lang?: string; author: string; picture: string };

export function drawBootScreen(main: HTMLElement, screen: BootScreen, prefix: string) {
  const loads: Promise<unknown>[] = [];
  const add = (parent: HTMLElement, name: string, text?: string) => {
    const element = document.createElement('div');
    element.className = `${prefix}-${name}`;
    if (text) element.textContent = text;
    parent.appendChild(element);
    return element;
  };
  // The frame is hidden from screen readers, so its pictures need no description.
  const picture = (parent: HTMLElement, name: string, src: string) => {
    const frame = add(parent, name);
    if (!src) return;
    const image = document.createElement('img');
    image.alt = '';
    image.setAttribute('fetchpriority', 'high');
    image.src = src;
    frame.appendChild(image);
    loads.push(image.decode().catch(() => undefined));
  };
  const bars = (parent: HTMLElement, names: string[]) => names.forEach((name) => add(parent, name));

  if (screen.kind === 'list') {
    bars(main, ['bar-title', 'bar-intro']);
    bars(add(main, 'filters'), ['field', 'field', 'field']);
    const grid = add(main, 'grid');
    for (const src of screen.pictures) {
      const card = add(grid, 'card');
      picture(card, 'cover', src);
      bars(add(card, 'card-body'), ['bar-heading', 'bar-short', 'bar-long']);
    }
  } else {
    const article = add(main, 'article');
    const head = add(article, 'head');
    const names = add(head, 'names');
    const title = add(names, 'title', screen.title);
    if (screen.lang) title.lang = screen.lang;
    add(names, 'author', screen.author);
    add(head, 'round');
    const paper = add(article, 'paper');
    picture(paper, 'page-picture', screen.picture);
    bars(add(paper, 'text'), ['bar-long', 'bar-long', 'bar-short']);
  }
  return Promise.all(loads);
}
