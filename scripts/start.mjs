// `npm start`: builds what is missing or out of date, then runs the server (API + web app on one
// port). Arguments pass through, e.g. `npm start -- --role=worker`.
import { buildAll, SERVER_OUTPUT } from './build.mjs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

await buildAll({ onlyIfStale: true });
await import(pathToFileURL(resolve(SERVER_OUTPUT)).href);
