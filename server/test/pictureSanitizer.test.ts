import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS_DIR } from '../src/app';
import { MAX_NESTING, sanitizeSvg } from '../src/pictures/sanitizeSvg';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svgOf = (body: string, attributes = '') =>
  `<svg ${SVG} ${XLINK} viewBox="0 0 100 100"${attributes}>${body}</svg>`;

async function clean(text: string | Uint8Array) {
  const outcome = await sanitizeSvg(typeof text === 'string' ? Buffer.from(text) : text);
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
  return outcome;
}
async function refusal(input: string | Uint8Array) {
  const outcome = await sanitizeSvg(typeof input === 'string' ? Buffer.from(input) : input);
  if (outcome.ok) throw new Error(`accepted: ${outcome.svg}`);
  return outcome.reason;
}

describe('SVG sanitiser: hostile pictures come out harmless', () => {
  it('removes scripts, in every spelling', async () => {
    const { svg, removed } = await clean(
      svgOf(
        '<script>alert(1)</script><script xlink:href="http://evil.example/x.js"/>' +
          '<g><SCRIPT xmlns="http://www.w3.org/1999/xhtml">alert(2)</SCRIPT></g><rect width="5" height="5"/>',
      ),
    );
    expect(svg.toLowerCase()).not.toContain('script');
    expect(svg).not.toContain('alert');
    expect(svg).toContain('<rect width="5" height="5"/>');
    expect(removed).toContain('<script>');
  });

  it('removes onload and every other event handler', async () => {
    const { svg, removed } = await clean(
      svgOf(
        '<rect onclick="alert(1)" onmouseover="alert(2)" width="5" height="5"/>' +
          '<animateTransform onbegin="alert(3)" attributeName="transform" type="rotate" dur="1s"/>' +
          '<image onerror="alert(4)" href="#x"/>',
        ' onload="alert(0)" ONLOAD="alert(5)"',
      ),
    );
    expect(svg).not.toMatch(/\son[a-z]+=/i);
    expect(svg).not.toContain('alert');
    expect(removed).toEqual(expect.arrayContaining(['onload', 'onclick', 'onmouseover']));
  });

  it('removes foreignObject with its HTML', async () => {
    const { svg, removed } = await clean(
      svgOf(
        '<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"/><img src="x" onerror="alert(1)"/></body></foreignObject>',
      ),
    );
    expect(svg).not.toMatch(/foreignObject|iframe|img|alert/i);
    expect(removed).toContain('<foreignObject>');
  });

  it('keeps links inside the picture and drops javascript: and other hosts', async () => {
    const { svg } = await clean(
      svgOf(
        '<defs><circle id="dot" r="2"/><linearGradient id="g"/></defs>' +
          '<use href="#dot"/><use xlink:href="#dot"/>' +
          '<a xlink:href="javascript:alert(1)"><text>a</text></a>' +
          '<a href=" JaVaScRiPt:alert(2)"><text>b</text></a>' +
          '<a href="https://evil.example/"><text>c</text></a>' +
          '<use href="https://evil.example/sprite.svg#icon"/>' +
          '<use xlink:href="//evil.example/sprite.svg#icon"/>' +
          '<image href="data:image/svg+xml;base64,PHN2Zy8+"/>' +
          '<feImage xlink:href="http://evil.example/x.png"/>' +
          '<pattern id="p" href="other.svg#p"/>' +
          '<animateMotion><mpath href="#dot"/></animateMotion>' +
          '<animateTransform attributeName="href" values="javascript:alert(3)"/>',
      ),
    );
    expect(svg).not.toMatch(/javascript|evil\.example|data:|other\.svg/i);
    expect(svg.match(/href="#dot"/g)).toHaveLength(3);
  });

  it('drops links under another namespace prefix or hidden in character references', async () => {
    const { svg } = await clean(
      svgOf(
        '<a xmlns:x="http://www.w3.org/1999/xlink" x:href="javascript:alert(1)"><text>a</text></a>' +
          '<a href="&#106;avascript:alert(2)"><text>b</text></a>' +
          '<a href="java&#x09;script:alert(3)"><text>c</text></a>',
      ),
    );
    expect(svg).not.toMatch(/href|alert/);
  });

  it('drops CSS that loads from elsewhere and keeps CSS that does not', async () => {
    const { svg, removed } = await clean(
      svgOf(
        '<style>@import url(https://evil.example/a.css);</style>' +
          "<style>rect { fill: url('https://evil.example/x.svg#p') }</style>" +
          '<style>@\\69mport "https://evil.example/b.css";</style>' +
          '<style><![CDATA[ .sky { fill: url(#g); stroke: #123 } ]]></style>' +
          '<rect class="sky" style="fill: red; background: url(http://evil.example/c.png)"/>' +
          '<rect style="fill: url(#g)" fill="url(https://evil.example/d.svg#g)" filter="url(#f)"/>',
      ),
    );
    expect(svg).not.toMatch(/evil\.example|@import|\\69/);
    expect(svg).toContain('.sky { fill: url(#g); stroke: #123 }');
    expect(svg).toContain('style="fill: url(#g)"');
    expect(svg).toContain('filter="url(#f)"');
    expect(removed).toEqual(
      expect.arrayContaining(['CSS that loads from elsewhere', 'style', 'fill']),
    );
  });

  it('drops processing instructions that load style sheets', async () => {
    const { svg } = await clean(
      `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css"?>${svgOf('<?xml-stylesheet href="https://evil.example/y.css"?><rect/>')}`,
    );
    expect(svg).not.toMatch(/evil|xml-stylesheet/);
  });
});

describe('SVG sanitiser: files that are not safe SVG are refused with a reason', () => {
  it('refuses entity expansion (billion laughs) before parsing', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>' +
      `<svg ${SVG}><text>&lol3;</text></svg>`;
    expect(await refusal(laughs)).toMatch(/declares XML entities/);
    expect(
      await refusal(
        `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG}>&x;</svg>`,
      ),
    ).toMatch(/declares XML entities/);
  });

  it('accepts the standard SVG DOCTYPE line, which declares nothing, and drops it', async () => {
    const { svg } = await clean(
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svgOf('<rect/>')}`,
    );
    expect(svg).not.toContain('DOCTYPE');
  });

  it('refuses files that are not well-formed XML, saying where', async () => {
    expect(await refusal(`<svg ${SVG}><rect></svg>`)).toMatch(
      /^is not well-formed XML \(line 1, column \d+: .+\)$/,
    );
    expect(await refusal(`<svg ${SVG}><text>&nbsp;</text></svg>`)).toMatch(/not well-formed XML/);
  });

  it('refuses an HTML page renamed .svg', async () => {
    expect(
      await refusal(
        '<!DOCTYPE html><html><head><title>x</title></head><body><svg></svg></body></html>',
      ),
    ).toBe('is an HTML page, not an SVG file');
    expect(await refusal('<html><body><p>hi<br></p></body></html>')).toMatch(/not well-formed XML/);
  });

  it('refuses pictures of other formats renamed .svg, and compressed SVG', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(png)).toBe('is a PNG picture, not an SVG file');
    expect(await refusal(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe(
      'is a JPEG picture, not an SVG file',
    );
    // Never inflated, so a gzip bomb costs nothing.
    expect(await refusal(gzipSync(Buffer.alloc(10_000_000)))).toMatch(/^is compressed \(\.svgz\)/);
    expect(await refusal(Buffer.from([0x3c, 0x73, 0xff, 0xfe, 0x00]))).toMatch(/not a text file/);
    expect(await refusal('')).toBe('is empty');
  });

  it('refuses XML that is not SVG, or SVG without its namespace', async () => {
    expect(await refusal('<note><to>x</to></note>')).toBe(
      'is not an SVG file: its outermost element is <note>',
    );
    expect(await refusal('<svg><rect/></svg>')).toMatch(
      /lacks xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
  });

  it('refuses absurd nesting', async () => {
    const deep = `<svg ${SVG}>${'<g>'.repeat(MAX_NESTING + 5)}${'</g>'.repeat(MAX_NESTING + 5)}</svg>`;
    expect(await refusal(deep)).toMatch(/nests elements more than/);
  });
});

describe('SVG sanitiser: real illustrations come out unchanged in substance', () => {
  it('keeps every element of the seed illustrations', async () => {
    const files = readdirSync(ILLUSTRATIONS_DIR, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.svg'),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const original = readFileSync(join(ILLUSTRATIONS_DIR, name), 'utf8');
      const { svg, removed } = await clean(original);
      expect(removed, name).toEqual([]);
      const tags = (text: string) => (text.match(/<[a-zA-Z]/g) ?? []).length;
      expect(tags(svg), name).toBe(tags(original));
    }
  });
});

describe('SVG sanitiser: no CSS function may load from elsewhere', () => {
  const FAR = 'http://evil.example/x.png';
  /** Every CSS function that can fetch something, in the spellings browsers accept. */
  const LOADERS = [
    `url(${FAR})`,
    `url('${FAR}')`,
    `URL("${FAR}")`,
    `image-set('${FAR}' 1x)`,
    `image-set(url(${FAR}) 1x)`,
    `-webkit-image-set('${FAR}' 1x)`,
    `Image-Set("${FAR}" 2x)`,
    `image('${FAR}')`,
    `cross-fade('${FAR}', url(#g) 50%)`,
    `-webkit-cross-fade('${FAR}', url(#g), 50%)`,
    `src('${FAR}')`,
    `element(#evil)`,
    `-moz-element(#evil)`,
    `paint(evil)`,
    `attr(data-far url)`,
    `image-set/**/('${FAR}')`,
    `url (${FAR})`,
  ];
  /** Where a picture can carry CSS. */
  const PLACES: Array<[string, (value: string) => string]> = [
    ['mask attribute', (value) => `<rect width="5" height="5" mask="${value}"/>`],
    ['fill attribute', (value) => `<rect width="5" height="5" fill="${value}"/>`],
    ['filter attribute', (value) => `<rect width="5" height="5" filter="${value}"/>`],
    ['clip-path attribute', (value) => `<rect width="5" height="5" clip-path="${value}"/>`],
    ['marker-start attribute', (value) => `<path d="M0 0L5 5" marker-start="${value}"/>`],
    ['cursor attribute', (value) => `<rect width="5" height="5" cursor="${value}, auto"/>`],
    ['style attribute', (value) => `<rect width="5" height="5" style="mask-image: ${value}"/>`],
    ['<style>', (value) => `<style>rect { background-image: ${value} }</style><rect/>`],
    ['animated value', (value) => `<rect><set attributeName="mask" to="${value}"/></rect>`],
  ];
  const cases = PLACES.flatMap(([place, put]) =>
    LOADERS.map((loader) => [place, loader, put(loader.replaceAll('"', '&quot;'))] as const),
  );

  it.each(cases)('%s holding %s keeps no external reference', async (_place, _loader, body) => {
    const { svg } = await clean(svgOf(`<defs><linearGradient id="g"/></defs>${body}`));
    expect(svg).not.toMatch(/evil|image-set|image\(|cross-fade|src\(|element\(|paint\(|attr\(/i);
  });

  it('keeps the CSS functions that draw without loading anything', async () => {
    const kept = [
      'fill="url(#g)"',
      'color="rgb(10 20 30 / 50%)"',
      'stroke="hsl(120deg 50% 50%)"',
      'transform="translate(10 20) rotate(45 5 5) scale(1.5) matrix(1 0 0 1 0 0)"',
      'filter="url(#f)"',
      'style="fill: color-mix(in srgb, red 40%, blue); opacity: calc(1 - 0.25)"',
    ];
    const { svg, removed } = await clean(
      svgOf(
        '<defs><linearGradient id="g"/><filter id="f"/></defs>' +
          `<style>.a:nth-child(2n+1) { fill: var(--sky, rgba(0, 0, 255, 0.5)); filter: drop-shadow(1px 1px 2px black) }</style>` +
          `<rect class="a" ${kept.join(' ')}/>`,
      ),
    );
    for (const attribute of kept) expect(svg).toContain(attribute);
    expect(svg).toContain('.a:nth-child(2n+1) { fill: var(--sky, rgba(0, 0, 255, 0.5))');
    expect(removed).toEqual([]);
  });
});

describe('SVG sanitiser: text encodings', () => {
  const XML_DECLARATION = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>`;
  /** A drawing titled in three scripts, so every byte of a wide encoding matters. */
  const titled = (title: string) => svgOf(`<title>${title}</title><rect width="5" height="5"/>`);
  const MANY_SCRIPTS = 'चाँद – நிலா – Luna ☾';

  function utf16(text: string, order: 'le' | 'be'): Buffer {
    const little = Buffer.from(`\ufeff${text}`, 'utf16le');
    return order === 'le' ? little : Buffer.from(little).swap16();
  }

  it('decodes UTF-16 saved with a byte order mark, little- or big-endian', async () => {
    for (const order of ['le', 'be'] as const) {
      const bytes = utf16(`${XML_DECLARATION('UTF-16')}\n${titled(MANY_SCRIPTS)}`, order);
      const { svg } = await clean(bytes);
      expect(svg, order).toContain(`<title>${MANY_SCRIPTS}</title>`);
      expect(svg, order).not.toContain('encoding');
    }
  });

  it('decodes UTF-16 without a byte order mark by its first characters', async () => {
    const bytes = Buffer.from(`${XML_DECLARATION('UTF-16')}${titled(MANY_SCRIPTS)}`, 'utf16le');
    expect((await clean(bytes)).svg).toContain(`<title>${MANY_SCRIPTS}</title>`);
  });

  it('decodes UTF-8 with a byte order mark', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(titled('Sonne'))]);
    expect((await clean(bytes)).svg).toContain('<title>Sonne</title>');
  });

  it('decodes ISO-8859-1 and windows-1252 named in the XML declaration', async () => {
    // "Café à la plage" with é and à as single bytes; windows-1252 also has the euro sign.
    const latin1 = Buffer.from(
      `${XML_DECLARATION('ISO-8859-1')}${titled('Caf\u00e9 \u00e0 la plage')}`,
      'latin1',
    );
    expect((await clean(latin1)).svg).toContain('<title>Café à la plage</title>');
    const cp1252 = Buffer.concat([
      Buffer.from(`${XML_DECLARATION('windows-1252')}${svgOf('<title>')}`.slice(0, -6), 'latin1'),
      Buffer.from([0x35, 0x20, 0x80]),
      Buffer.from('</title></svg>', 'latin1'),
    ]);
    expect((await clean(cp1252)).svg).toContain('<title>5 €</title>');
    const latin1Label = Buffer.from(`${XML_DECLARATION('latin1')}${titled('ni\u00f1o')}`, 'latin1');
    expect((await clean(latin1Label)).svg).toContain('<title>niño</title>');
  });

  it('refuses other encodings with a sentence naming the accepted ones', async () => {
    const shiftJis = Buffer.concat([
      Buffer.from(`${XML_DECLARATION('Shift_JIS')}${svgOf('<title>')}`.slice(0, -6)),
      Buffer.from([0x8c, 0x8e]),
      Buffer.from('</title></svg>'),
    ]);
    expect(await refusal(shiftJis)).toBe(
      'is saved in the Shift_JIS encoding, which is not accepted: save it as UTF-8 (UTF-16, ISO-8859-1 and windows-1252 are accepted too)',
    );
    expect(await refusal(Buffer.from([0x3c, 0x73, 0xff, 0xfe, 0x00]))).toBe(
      'is not a text file in an accepted encoding (UTF-8, UTF-16, ISO-8859-1 or windows-1252)',
    );
  });
});
