// `npm start`: builds what is missing or out of date, then runs the server in this same process
// (one process serves the storefront and the API).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-stamp.mjs';
import { ensureBuiltTogether } from './ensure-built.mjs';

await ensureBuiltTogether();
await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
