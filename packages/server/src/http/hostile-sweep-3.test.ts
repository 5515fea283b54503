import { defineHostileSweep } from '../test/hostile/sweep-suite.js';

defineHostileSweep(2, 3);
