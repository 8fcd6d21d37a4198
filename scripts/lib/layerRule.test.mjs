// The layer rule (eslint.boundaries.js) refuses an import that runs the wrong way, and says
// which rule and how to fix it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './product.mjs';

// Planted files exist in no tsconfig, so the type-aware rules are left out of these runs.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    languageOptions: { parserOptions: { project: null, projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
});

async function problemsOf(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies');
}

describe('the layer rule', () => {
  it("refuses a feature's import of another feature's internals, naming the way out", async () => {
    const [problem, ...more] = await problemsOf(
      'src/features/board/planted.ts',
      "import { fetchStories } from '../stories/storiesSlice';\nexport const planted = fetchStories;\n",
    );
    expect(more).toEqual([]);
    expect(problem?.message).toMatch(
      /^Layer rule \(docs\/architecture\.md\): feature may not import feature/,
    );
    expect(problem?.message).toContain('public face (its index.ts)');
  });

  it("lets a feature use another feature's public face", async () => {
    const problems = await problemsOf(
      'src/features/board/planted.ts',
      "import { fetchStories } from '../stories';\nexport const planted = fetchStories;\n",
    );
    expect(problems).toEqual([]);
  });

  it('refuses an import running up a layer, in the app and in the server', async () => {
    const [fromLib] = await problemsOf(
      'src/lib/planted.ts',
      "import { Reader } from '../features/reader/Reader';\nexport const planted = Reader;\n",
    );
    expect(fromLib?.message).toMatch(/lib may not import feature/);
    const [fromDb] = await problemsOf(
      'server/src/db/planted.ts',
      "import { boardRoutes } from '../routes/board';\nexport const planted = boardRoutes;\n",
    );
    expect(fromDb?.message).toMatch(/server-db may not import server-routes/);
  });
});

/** Which other features each feature's code imports (a folder beside its own). */
function featureGraph() {
  const folder = join(ROOT, 'src', 'features');
  const features = readdirSync(folder);
  const graph = new Map();
  for (const feature of features) {
    const uses = new Set();
    const files = readdirSync(join(folder, feature), { recursive: true }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    for (const file of files) {
      const code = readFileSync(join(folder, feature, file), 'utf8');
      for (const [, used] of code.matchAll(/(?:from |import\()'\.\.\/(\w+)['/]/g)) {
        if (used !== feature && features.includes(used)) uses.add(used);
      }
    }
    graph.set(feature, uses);
  }
  return graph;
}

describe('the features', () => {
  it('depend on each other in one direction only: no feature is reached back', () => {
    const graph = featureGraph();
    const cycles = [];
    const visit = (feature, path) => {
      if (path.includes(feature)) {
        cycles.push([...path.slice(path.indexOf(feature)), feature].join(' → '));
        return;
      }
      for (const used of graph.get(feature) ?? []) visit(used, [...path, feature]);
    };
    for (const feature of graph.keys()) visit(feature, []);
    expect(cycles).toEqual([]);
  });
});
