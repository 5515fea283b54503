import { defineHostileSweep } from '../test/hostile/sweep-suite.js';

defineHostileSweep(1, 3);
