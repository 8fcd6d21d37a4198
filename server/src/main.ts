import { loadConfig } from './config';
import { startServer } from './server';

let config;
try {
  config = loadConfig();
} catch (error) {
  // One readable line instead of a stack: this is a setting to fix, not a bug.
  console.error((error as Error).message);
  process.exit(1);
}
const server = await startServer(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  server.app.log.info({ signal }, 'shutting down');
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
