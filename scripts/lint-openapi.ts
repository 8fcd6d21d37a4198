/**
 * Lints the API's OpenAPI document (as GET /docs serves it) with Redocly CLI and the rules in
 * redocly.yaml; fails when any rule set to "error" is broken. Part of `npm run lint`.
 */
import { generatedOpenApiDocument, lintOpenApi } from '../server/test/support/openApiDocument.ts';

const document = await generatedOpenApiDocument();
const { exitCode, report } = await lintOpenApi(document);
// Redocly's own words, without its notice about the Node version.
process.stdout.write(
  report
    .split('\n')
    .filter((line) => !/^\s*[║╔╚]/.test(line))
    .join('\n')
    .trim() + '\n',
);
process.exitCode = exitCode;
