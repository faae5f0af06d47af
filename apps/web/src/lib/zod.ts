// zod as the web app sees it (vite.config.ts points the bare 'zod' import here, the shared contracts' included):
// jitless before any module builds a schema, because zod's probe for eval would trip the strict CSP. Being the zod
// module itself, the setting comes wherever zod does, and zod comes only with the features that parse (a drawn
// page's first script carries none of it: first-script.test.ts).
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
