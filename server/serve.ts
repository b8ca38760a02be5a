/**
 * `npm run serve` (and `npm start` after the build): the server on the configuration in the
 * environment, until SIGINT or SIGTERM ends it gracefully. server/main.ts is what starts it, as a
 * library, so tests, benchmarks and bundles import it without starting a second server.
 */
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './main';
import { installProcessGuards } from './process-guards';

async function serve(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  installProcessGuards((line, err) => logger.error({ err }, line));
  const running = await startServer(config);
  const where = config.database.client === 'sqlite' ? `SQLite at ${config.database.filename}` : 'PostgreSQL';
  logger.info(`Gather is listening on ${running.url} (database: ${where}; mail: ${config.smtpUrl ? 'SMTP' : `files under ${config.dataDir}/mail`}; limits: ${config.redis ? 'Redis' : 'memory'})`);
  if (!config.smtpUrl && config.env === 'production') {
    logger.warn('[mail] SMTP_URL is not set: mails (password resets, invitations) are only written to files, readable by this user, and reach nobody.');
  }
  const stop = (signal: string) => {
    logger.info(`${signal} received, shutting down`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

serve().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
