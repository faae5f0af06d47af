import { config } from 'zod';

// The shared contracts validate forms in the browser; zod's eval probe would trip the strict CSP.
config({ jitless: true });
