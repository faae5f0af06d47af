import { badInputSuite } from './bad-input-suite.ts';

badInputSuite('pglite');
