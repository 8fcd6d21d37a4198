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
