import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Env } from '../config/env';
import type { WebOptions } from './ssr';

/**
 * The built web app the server renders and serves (`npm run build`), if there is one. An API-only
 * process (behind a separate web tier, or before `npm run build`) is legitimate: it is told in the log.
 */
export function findWebBuild(env: Pick<Env, 'WEB_BUILD_DIR'>, cwd: string, logger: Pick<Logger, 'warn'>): WebOptions | undefined {
  const webBuildDir = path.resolve(cwd, env.WEB_BUILD_DIR);
  if (fs.existsSync(path.join(webBuildDir, 'server', 'index.js'))) return { buildDir: webBuildDir };
  logger.warn({ webBuildDir }, 'no web build found (run `npm run build`): serving the API only');
  return undefined;
}
